import {
  MILESTONE_DATE_MAX,
  MILESTONE_DATE_MIN,
  MILESTONE_TITLE_MAX_LENGTH,
  milestonesCatalogue,
} from '@nestling/shared';
import { FormDateField, FormTextField } from '@/components/ui';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * A milestone's title ("Milestone") and date, bound to the enclosing Form's `title` and `date`
 * (the add form and each milestone's edit form, spec §2.15, §3 Milestone).
 * @param inline the add form's look: title and date side by side from the small breakpoint
 */
export function MilestoneFields({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation(milestonesCatalogue);
  return (
    <div
      className={
        inline ? 'grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start' : 'space-y-3'
      }
    >
      <FormTextField
        label={t('form.title')}
        name="title"
        placeholder={inline ? t('form.titlePlaceholder') : undefined}
        maxLength={MILESTONE_TITLE_MAX_LENGTH}
      />
      <FormDateField
        label={t('form.date')}
        name="date"
        min={MILESTONE_DATE_MIN}
        max={MILESTONE_DATE_MAX}
        hint={t('form.dateHint')}
        className={inline ? 'space-y-1.5 sm:w-52' : undefined}
      />
    </div>
  );
}
