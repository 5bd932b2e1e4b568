import {
  CERTIFICATE_MESSAGES,
  MAX_CERTIFICATES_PER_KID,
  type CertificateFields,
} from '@nestling/shared';
import { badRequest, conflict, foundOr404, notFound } from '../../lib/http-errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { assertMayChangeRecord, type FamilyMember } from '../../lib/request-context.js';
import type { FileService } from '../files/file.service.js';
import type { KidRepository } from '../kids/kid.repository.js';
import type { CertificateRecord, CertificateRepository } from './certificate.repository.js';

const fileMessages = {
  type: CERTIFICATE_MESSAGES.type,
  unreadable: CERTIFICATE_MESSAGES.unreadable,
};

/**
 * A kid's certificates (issue 10, spec §2.15, §5 Certificates, §7.5): images re-encoded
 * without metadata and PDFs checked by pdf.js, through the files module. Only the owning
 * parent reads or changes them; another family's kid or certificate is not found (404).
 */
export function createCertificateService(deps: {
  repository: CertificateRepository;
  kids: Pick<KidRepository, 'findOwned'>;
  files: Pick<FileService, 'store' | 'remove'>;
}) {
  const { repository, kids, files } = deps;

  const ownedKid = (member: FamilyMember, kidId: number) =>
    foundOr404(kids.findOwned(member.familyId, kidId), CERTIFICATE_MESSAGES.kidNotFound);

  const ownedCertificate = (member: FamilyMember, id: number): Promise<CertificateRecord> =>
    foundOr404(repository.findOwned(member.familyId, id), CERTIFICATE_MESSAGES.notFound);

  return {
    /**
     * The kid's certificates, newest first (at most MAX_CERTIFICATES_PER_KID: the bound keeps
     * the gallery one list).
     * @throws HttpError 404 for another family's kid
     */
    async list(member: FamilyMember, kidId: number): Promise<CertificateRecord[]> {
      await ownedKid(member, kidId);
      return repository.listByKid(member.familyId, kidId);
    },

    /**
     * Stores a certificate: the file is checked from its bytes (JPEG, PNG, WEBP or PDF) and
     * stored with the row in one transaction, which locks the kid so the bound of
     * MAX_CERTIFICATES_PER_KID holds however many uploads race. Title 'Certificate' and the
     * current time when the form leaves them out (spec §3).
     * @throws HttpError 400 FILE_REQUIRED without a file; 404 for another family's kid; 409
     *   TOO_MANY_CERTIFICATES; 415 / 400 from the file check (nothing stored)
     */
    async create(
      member: FamilyMember,
      fields: CertificateFields,
      upload: UploadedFile | undefined,
    ): Promise<CertificateRecord> {
      if (!upload) throw badRequest('FILE_REQUIRED', CERTIFICATE_MESSAGES.selectFile);
      await ownedKid(member, fields.kidId);
      const id = await files.store(
        {
          ownerParentId: member.id,
          familyId: member.familyId,
          kidId: fields.kidId,
          purpose: 'certificate',
          kind: 'document',
          buffer: upload.buffer,
          originalName: upload.filename,
          messages: fileMessages,
        },
        {
          async lock({ kids, certificates }) {
            if (!(await kids.lockOwned(member.familyId, fields.kidId))) {
              throw notFound(CERTIFICATE_MESSAGES.kidNotFound);
            }
            const stored = await certificates.countByKid(fields.kidId);
            if (stored >= MAX_CERTIFICATES_PER_KID) {
              throw conflict('TOO_MANY_CERTIFICATES', CERTIFICATE_MESSAGES.tooMany);
            }
            return null;
          },
          point: ({ certificates }, file) =>
            certificates.insert({
              familyId: member.familyId,
              createdBy: member.id,
              kidId: fields.kidId,
              fileId: file.id,
              title: fields.title,
              date: fields.date ? new Date(fields.date) : new Date(),
            }),
        },
      );
      return ownedCertificate(member, id);
    },

    /**
     * Deletes a certificate: its file row (the certificate row goes with it) and its stored
     * objects, the thumbnail included.
     * @throws HttpError 404 for another family's certificate; 403 GUARDIAN_ONLY for a caregiver
     *   and another member's certificate
     */
    async remove(member: FamilyMember, id: number): Promise<void> {
      const certificate = await ownedCertificate(member, id);
      assertMayChangeRecord(member, certificate.createdBy);
      await files.remove([certificate.fileId]);
    },
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
