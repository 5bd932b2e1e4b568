import { kidsCatalogue } from '@nestling/shared';
import { Spinner } from '@/components/ui';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The 'Your Kids' list's loading line (a live status): while the kids or the list's code load. */
export function KidsListLoading() {
  const { t } = useTranslation(kidsCatalogue);
  return (
    <p role="status" className="flex items-center gap-3 py-6 font-semibold text-brand-800">
      <Spinner className="text-brand-600" /> {t('list.loading')}
    </p>
  );
}
