import { ownerOnly, type FileReadPolicy } from '../files/file.service.js';

/**
 * Who may read a certificate's file: its family's members alone (product.md: milestones and
 * certificates are the owning family's alone; decision 056). No friendship or public card
 * widens it.
 */
export const certificateReadPolicy: FileReadPolicy = ownerOnly;
