import { useState } from 'react';
import { Download, ExternalLink, FileText, Trash2 } from 'lucide-react';
import { milestonesCatalogue, type Certificate } from '@nestling/shared';
import {
  Button,
  buttonClasses,
  ConfirmDialog,
  Dialog,
  QueryStatus,
  StatusMessage,
} from '@/components/ui';
import { useCan } from '@/entities/parent/api/use-can';
import { resolveMediaUrl } from '@/lib/format';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDeleteCertificate } from '../api/delete-certificate';
import { useCertificates } from '../api/get-certificates';
import { formatCertificateDate } from '../utils/certificate-date';

/** A certificate's day in the app's language ({@link formatCertificateDate}). */
function useCertificateDate(): (instant: string) => string {
  const { intlLocale } = useLocale();
  return (instant) => formatCertificateDate(instant, intlLocale);
}

/** A PDF with no drawn first page: a document tile. */
function DocumentTile({ className }: { className?: string }) {
  const { t } = useTranslation(milestonesCatalogue);
  return (
    <span
      className={`flex flex-col items-center justify-center gap-2 bg-brand-50 text-brand-800 ${className ?? ''}`}
    >
      <FileText aria-hidden="true" className="size-10" />
      <span className="text-sm font-bold">{t('certificates.documentTile')}</span>
    </span>
  );
}

/** A certificate's picture: its thumbnail (an image's, or a PDF's first page), else the tile. */
function CertificatePicture({
  certificate,
  full = false,
  className,
}: {
  certificate: Certificate;
  full?: boolean;
  className: string;
}) {
  const [failed, setFailed] = useState(false);
  const src =
    full && certificate.fileType === 'image' ? certificate.imageUrl : certificate.thumbnailUrl;
  if (!src || failed) return <DocumentTile className={className} />;
  return (
    <img
      src={resolveMediaUrl(src)}
      alt={full ? certificate.title : ''}
      loading="lazy"
      onError={() => setFailed(true)}
      className={`bg-canvas object-contain ${className}`}
    />
  );
}

/** Open (images, in a new tab) and Download links of one certificate. */
function CertificateLinks({ certificate }: { certificate: Certificate }) {
  const url = resolveMediaUrl(certificate.imageUrl);
  const { t } = useTranslation(milestonesCatalogue);
  return (
    <div className="flex flex-wrap gap-2">
      {certificate.fileType === 'image' && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'sm')}
        >
          <ExternalLink aria-hidden="true" className="size-4" /> {t('gallery.open')}
          <span className="sr-only">
            {' '}
            {t('gallery.openInNewTab', { title: certificate.title })}
          </span>
        </a>
      )}
      <a
        href={url}
        download={certificate.fileName ?? certificate.title}
        className={buttonClasses('secondary', 'sm')}
      >
        <Download aria-hidden="true" className="size-4" /> {t('gallery.download')}
        <span className="sr-only"> {certificate.title}</span>
      </a>
    </div>
  );
}

/**
 * The certificates gallery (spec §2.15, §8.2): a grid of thumbnails — a PDF shows its first
 * page or a document tile —, each opening the gallery modal by click or Enter (the app's
 * Dialog: focus moves in and stays, Escape or the close button closes it, focus returns), with
 * Open, Download and Delete (asked first). Loading, error and the spec's empty text.
 */
export function CertificateGallery({ kidId }: { kidId: number }) {
  const certificates = useCertificates(kidId);
  const [viewing, setViewing] = useState<Certificate>();
  const [toDelete, setToDelete] = useState<Certificate>();
  const [notice, setNotice] = useState<string>();
  const remove = useDeleteCertificate();
  // A caregiver deletes only the certificates they added (issue 24).
  const can = useCan();
  const { t, localize } = useTranslation(milestonesCatalogue);
  const dayOf = useCertificateDate();

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(undefined);
        setNotice(t('certificates.deleted'));
      },
    });
  }

  if (!certificates.isSuccess) {
    return (
      <QueryStatus
        query={certificates}
        loading={t('gallery.loading')}
        failed={(error) => `${t('certificates.loadFailed')} (${localize(error.message)})`}
      />
    );
  }

  return (
    <div className="space-y-4">
      {notice && <StatusMessage>{notice}</StatusMessage>}
      {certificates.data.length === 0 ? (
        <p className="rounded-2xl bg-canvas px-4 py-6 text-center text-ink-700 ring-1 ring-ink-900/5">
          {t('certificates.empty')}
        </p>
      ) : (
        <ul aria-label={t('gallery.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {certificates.data.map((certificate) => (
            <li
              key={certificate.id}
              className="flex flex-col overflow-hidden rounded-2xl bg-surface ring-1 ring-ink-900/10"
            >
              <button
                type="button"
                onClick={() => {
                  setNotice(undefined);
                  setViewing(certificate);
                }}
                className="group text-left"
              >
                <CertificatePicture
                  certificate={certificate}
                  className="aspect-[4/3] w-full transition-opacity group-hover:opacity-90"
                />
                <span className="block px-3 pt-2 font-bold break-words text-ink-900">
                  {certificate.title}
                  <span className="sr-only"> {t('gallery.openTile')}</span>
                </span>
                <span className="block px-3 text-sm text-ink-600">{dayOf(certificate.date)}</span>
              </button>
              {can.changeRecord(certificate.createdBy) && (
                <div className="mt-auto flex justify-end p-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('gallery.deleteTitle', {
                      title: certificate.title,
                      date: dayOf(certificate.date),
                    })}
                    onClick={() => {
                      setNotice(undefined);
                      remove.reset();
                      setToDelete(certificate);
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4 text-danger-700" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={viewing !== undefined}
        onClose={() => setViewing(undefined)}
        title={viewing?.title ?? t('gallery.dialogTitle')}
      >
        {viewing && (
          <div className="space-y-4">
            <CertificatePicture
              certificate={viewing}
              full
              className="max-h-[60dvh] w-full rounded-2xl"
            />
            <p className="text-sm text-ink-600">
              {t('gallery.uploaded', { date: dayOf(viewing.date) })}
              {viewing.fileType === 'pdf' && t('gallery.pdfDownload')}
            </p>
            <CertificateLinks certificate={viewing} />
          </div>
        )}
      </Dialog>

      <ConfirmDialog
        open={toDelete !== undefined}
        title={t('gallery.deleteDialog')}
        description={t('certificates.deleteConfirm')}
        confirmLabel={t('common.delete')}
        pendingLabel={t('common.deleting')}
        isPending={remove.isPending}
        error={remove.isError ? t('certificates.deleteFailed') : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(undefined)}
      />
    </div>
  );
}
