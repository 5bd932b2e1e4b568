import { Download } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '@nestling/shared';
import { buttonClasses, SectionCard } from '@/components/ui';
import { useCan } from '@/entities/parent/api/use-can';
import { ACCOUNT_EXPORT_URL } from '../api/delete-account';

/**
 * "Download my data" (issue 14; GDPR Art. 15 and 20): a download link to the streamed export
 * zip. A plain link, so the browser streams the file to disk and shows its own progress; the
 * zip is never held in the page's memory.
 */
export function DownloadDataCard() {
  // A caregiver's export holds what they wrote, not the family's kids (issue 24).
  const { guardian } = useCan();
  return (
    <SectionCard
      title={ACCOUNT_MESSAGES.exportTitle}
      icon={<Download aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <p className="text-ink-700">
        {guardian
          ? ACCOUNT_MESSAGES.exportDescription
          : ACCOUNT_MESSAGES.exportDescriptionCaregiver}
      </p>
      <a href={ACCOUNT_EXPORT_URL} download className={buttonClasses('primary', 'md')}>
        <Download aria-hidden="true" className="size-4" />
        {ACCOUNT_MESSAGES.exportButton}
      </a>
    </SectionCard>
  );
}
