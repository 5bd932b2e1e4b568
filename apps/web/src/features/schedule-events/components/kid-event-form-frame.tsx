import { calendarCatalogue } from '@nestling/shared';
import { Button, DateTimeFieldFrame, TextArea, TextField } from '@/components/ui';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * The kid calendar's add form while its code loads (decision 055): the same fields and button,
 * disabled and hidden from assistive technology, in the form's layout — nothing moves when the
 * form arrives.
 */
export function KidEventFormFrame() {
  const { t } = useTranslation(calendarCatalogue);
  return (
    <div aria-hidden="true" inert className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <DateTimeFieldFrame
          label={t('form.dateTime')}
          placeholder={t('form.dateTimePlaceholder')}
        />
        <TextField label={t('form.eventTitle')} disabled required />
      </div>
      <TextArea label={t('form.notes')} rows={3} disabled />
      <Button type="button" className="w-full sm:w-auto" disabled>
        {t('form.addEvent')}
      </Button>
    </div>
  );
}
