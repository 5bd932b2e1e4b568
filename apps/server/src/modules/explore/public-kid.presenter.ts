import { matchScore, publicFirstName, type PublicKid } from '@nestling/shared';
import { roundedDistanceKm } from '../../lib/geo.js';
import { fileUrl } from '../files/file.presenter.js';
import type { PublicKidRow } from './explore.repository.js';

/**
 * A kid's public card (product.md: first name, age, gender, interests, skill level, photo,
 * area) and where the viewer stands with its family. Built from the card's columns only — the repository never reads the address, the dob
 * or anything of the parent but the id — so nothing else can slip into an answer.
 * @param forKidInterests the interests of the viewer's kid to match for, or null for no score
 */
export function presentPublicKid(row: PublicKidRow, forKidInterests: string[] | null): PublicKid {
  return {
    id: row.id,
    parentId: row.parentId,
    firstName: publicFirstName(row.name),
    age: row.age,
    gender: row.gender,
    interests: row.interests,
    skillLevel: row.skillLevel,
    area: row.area,
    ...(row.distanceKm !== null ? { distanceKm: roundedDistanceKm(row.distanceKm) } : {}),
    photoUrl: row.photoFileId ? fileUrl(row.photoFileId) : null,
    matchScore: forKidInterests ? matchScore(forKidInterests, row.interests) : null,
    relationship: row.relationship,
  };
}
