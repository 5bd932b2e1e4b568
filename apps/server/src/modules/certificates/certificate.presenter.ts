import type { Certificate } from '@nestling/shared';
import { fileUrl } from '../files/file.presenter.js';
import type { CertificateRecord } from './certificate.repository.js';

/** A certificate as its parent sees it (spec §3 Certificate). The one presenter. */
export function presentCertificate(record: CertificateRecord): Certificate {
  const url = fileUrl(record.fileId);
  return {
    id: record.id,
    createdBy: record.createdBy,
    kidId: record.kidId,
    title: record.title,
    date: record.date.toISOString(),
    imageUrl: url,
    thumbnailUrl: record.file.hasThumbnail ? `${url}?variant=thumb` : null,
    fileType: record.file.contentType === 'application/pdf' ? 'pdf' : 'image',
    contentType: record.file.contentType,
    fileName: record.file.originalName,
    byteSize: record.file.byteSize,
    createdAt: record.createdAt.toISOString(),
  };
}
