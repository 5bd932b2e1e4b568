import { ownerOnly, type FileReadPolicy } from '../files/file.service.js';

/**
 * Who may read a health log's document: its parent alone (product.md: health logs and
 * self-assessments are the owning parent's alone). No friendship or public card widens it.
 */
export const healthLogDocumentReadPolicy: FileReadPolicy = ownerOnly;
