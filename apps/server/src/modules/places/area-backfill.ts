import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { families } from '../../db/schema/index.js';
import { placeCells } from '../../lib/geo.js';
import type { Gazetteer } from './gazetteer.js';

/**
 * The data migration of issue 30 (decision 062), run at start-up after the SQL migrations:
 * migration 0016 copied each family's free-text kid area (the most used one) into
 * `families.legacy_area` and cleared the kids' areas. Here each legacy area is matched to the
 * gazetteer's place where the match is unambiguous (`matchUnambiguous`: one place of that whole
 * name, optionally narrowed by a region or country code) and becomes the family's home area;
 * the rest are cleared, and Explore asks that family for its area. Idempotent: a second run
 * finds no legacy area. The gazetteer is loaded only when there is one.
 * @returns how many families got a place and how many were cleared
 */
export async function backfillLegacyAreas(
  db: Database,
  gazetteer: () => Promise<Gazetteer>,
): Promise<{ matched: number; cleared: number }> {
  const pending = await db
    .select({ id: families.id, legacyArea: families.legacyArea })
    .from(families)
    .where(isNotNull(families.legacyArea));
  if (pending.length === 0) return { matched: 0, cleared: 0 };
  const places = await gazetteer();
  let matched = 0;
  for (const family of pending) {
    const place = places.matchUnambiguous(family.legacyArea ?? '');
    if (place) matched++;
    await db
      .update(families)
      .set(
        place
          ? {
              areaPlaceId: place.id,
              areaName: place.name,
              areaAdmin: place.admin ?? null,
              areaCountry: place.country,
              areaLat: place.lat,
              areaLon: place.lon,
              areaCells: placeCells(place.lat, place.lon),
              legacyArea: null,
            }
          : { legacyArea: null },
      )
      // A guardian who chose a place meanwhile keeps it.
      .where(
        place
          ? sql`${families.id} = ${family.id} and ${families.areaPlaceId} is null`
          : eq(families.id, family.id),
      );
  }
  await db.update(families).set({ legacyArea: null }).where(isNotNull(families.legacyArea));
  return { matched, cleared: pending.length - matched };
}
