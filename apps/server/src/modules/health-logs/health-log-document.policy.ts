import { ownerOnly, type FileReadPolicy } from '../files/file.service.js';

/**
 * Who may read a health log's document: its family's members alone (product.md: health logs
 * and self-assessments are the owning family's alone; decision 056). No friendship or public
 * card widens it.
 */
export const healthLogDocumentReadPolicy: FileReadPolicy = ownerOnly;
