import { Download } from 'lucide-react';
import { settingsCatalogue } from '@nestling/shared';
import { buttonClasses, SectionCard } from '@/components/ui';
import { useCan } from '@/entities/parent/api/use-can';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ACCOUNT_EXPORT_URL } from '../api/delete-account';

/**
 * "Download my data" (issue 14; GDPR Art. 15 and 20): a download link to the streamed export
 * zip. A plain link, so the browser streams the file to disk and shows its own progress; the
 * zip is never held in the page's memory.
 */
export function DownloadDataCard() {
  // A caregiver's export holds what they wrote, not the family's kids (issue 24).
  const { guardian } = useCan();
  const { t } = useTranslation(settingsCatalogue);
  return (
    <SectionCard
      title={t('account.exportTitle')}
      icon={<Download aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <p className="text-ink-700">
        {guardian ? t('account.exportDescription') : t('account.exportDescriptionCaregiver')}
      </p>
      <a href={ACCOUNT_EXPORT_URL} download className={buttonClasses('primary', 'md')}>
        <Download aria-hidden="true" className="size-4" />
        {t('account.exportButton')}
      </a>
    </SectionCard>
  );
}
