import { DATE_TIME_TEXT_FORMAT } from '@/lib/dates';
import { commonCatalogue } from '@nestling/shared';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The hint under a DateTimeField: how to type a date and time. */
export function DateTimeHint() {
  const { t } = useTranslation(commonCatalogue);
  return t('dateTime.hint', { format: DATE_TIME_TEXT_FORMAT });
}
