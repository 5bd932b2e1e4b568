import { todayIsoDate } from '@nestling/shared';
import {
  Button,
  DateFieldFrame,
  FilePickerFrame,
  Select,
  TextArea,
  TextField,
} from '@/components/ui';
import { useHealthTexts } from '../hooks/use-health-texts';
import type { Question } from '../hooks/use-health-texts';

/**
 * The self-assessment's four required questions, answered from SELF_ASSESSMENT_OPTIONS, in order;
 * each one's words are the health catalogue's `question.<field>`.
 */
export const QUESTIONS: readonly Question[] = ['moodToday', 'enjoyedDay', 'schoolDay', 'bullied'];

/**
 * The health log form (a new log) while its code loads (decision 055): the same fields, labels,
 * hints and button in the same layout, disabled and hidden from assistive technology, so nothing
 * moves when HealthLogForm arrives.
 */
export function HealthLogFormFrame() {
  const { t, answerOptions } = useHealthTexts();
  return (
    <div aria-hidden="true" inert className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('form.mood')}
          placeholder={t('form.selectMood')}
          options={answerOptions('moodToday')}
          disabled
        />
        <TextField label={t('form.sleep')} placeholder={t('form.sleepPlaceholder')} disabled />
      </div>
      <DateFieldFrame label={t('form.date')} value={todayIsoDate()} />
      <TextArea label={t('form.notes')} disabled />
      <TextArea
        label={t('form.medicalInfo')}
        rows={2}
        placeholder={t('form.medicalInfoPlaceholder')}
        disabled
      />
      <TextField
        label={t('form.vaccination')}
        placeholder={t('form.vaccinationPlaceholder')}
        disabled
      />
      <FilePickerFrame label={t('form.document')} hint={t('form.documentHint')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" disabled>
          {t('form.addLog')}
        </Button>
      </div>
    </div>
  );
}

/** The self-assessment form while its code loads (decision 055), as HealthLogFormFrame. */
export function SelfAssessmentFormFrame() {
  const { t, answerOptions } = useHealthTexts();
  return (
    <div aria-hidden="true" inert className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {QUESTIONS.map((field) => (
          <Select
            key={field}
            label={t(`question.${field}`)}
            required
            placeholder={t('form.chooseAnswer')}
            options={answerOptions(field)}
            disabled
          />
        ))}
      </div>
      <TextField label={t('form.happyReason')} disabled />
      <TextField label={t('form.sadReason')} disabled />
      <TextArea label={t('form.anythingElse')} rows={2} disabled />
      <div className="flex justify-end">
        <Button type="button" disabled>
          {t('form.submitAssessment')}
        </Button>
      </div>
    </div>
  );
}
