import { ownerOnly, type FileReadPolicy } from '../files/file.service.js';

/**
 * Who may read a certificate's file: its parent alone (product.md: milestones and certificates
 * are the owning parent's alone). No friendship or public card widens it.
 */
export const certificateReadPolicy: FileReadPolicy = ownerOnly;
