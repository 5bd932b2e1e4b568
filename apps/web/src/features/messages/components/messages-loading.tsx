import { profileCatalogue } from '@nestling/shared';
import { Spinner } from '@/components/ui';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The messages card's loading line ('Loading messages…', a live status). */
export function MessagesLoading() {
  const { t } = useTranslation(profileCatalogue);
  return (
    <p role="status" className="flex items-center gap-2 text-ink-600">
      <Spinner className="size-4" /> {t('texts.loadingMessages')}
    </p>
  );
}
