import { useId, useState, type FormEvent } from 'react';
import {
  HEALTH_MESSAGES,
  SELF_ASSESSMENT_OPTIONS,
  selfAssessmentSchema,
  todayIsoDate,
} from '@nestling/shared';
import { Button, Select, StatusMessage, TextArea, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { fieldErrorsFromDetails, fieldErrorsFromZod, type FieldErrors } from '@/lib/form-errors';
import { useCreateSelfAssessment } from '../api/create-self-assessment';

interface SelfAssessmentValues {
  moodToday: string;
  happyReason: string;
  sadReason: string;
  enjoyedDay: string;
  schoolDay: string;
  bullied: string;
  notes: string;
}
type Field = keyof SelfAssessmentValues;

const EMPTY: SelfAssessmentValues = {
  moodToday: '',
  happyReason: '',
  sadReason: '',
  enjoyedDay: '',
  schoolDay: '',
  bullied: '',
  notes: '',
};
const FIELD_ORDER: Field[] = [
  'moodToday',
  'happyReason',
  'sadReason',
  'enjoyedDay',
  'schoolDay',
  'bullied',
  'notes',
];

/**
 * The child's self-assessment (spec §2.14, §3 Self-assessment, §5, §8.2 Health): mood today
 * (😊 Happy, 😐 Okay, 😢 Sad), what made them happy or sad, whether they enjoyed the day
 * (👍 Yes, 👎 No), how school was (🟢 Great, 🟡 Okay, 🔴 Bad), whether anyone bullied them (No,
 * Yes) and notes. The four selects are required; the words are sent, the emoji are labels. It
 * is dated the viewer's today. Success: '✅ Self-assessment submitted successfully!'.
 */
export function SelfAssessmentForm({ kidId }: { kidId: number }) {
  const idPrefix = useId();
  const submission = useCreateSelfAssessment();
  const [values, setValues] = useState<SelfAssessmentValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<string>();

  function setField(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isPending) return;
    const form = event.currentTarget;
    const parsed = selfAssessmentSchema.safeParse({ kidId, ...values, date: todayIsoDate() });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromZod<Field>(parsed.error);
      setErrors(fieldErrors);
      setStatus(undefined);
      const first = FIELD_ORDER.find((field) => fieldErrors[field]);
      const element = first ? form.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setErrors({});
    setStatus(undefined);
    submission.mutate(parsed.data, {
      onSuccess: () => {
        setStatus(HEALTH_MESSAGES.assessmentAdded);
        setValues(EMPTY);
      },
      onError: (error) => {
        setStatus(`${HEALTH_MESSAGES.submissionFailed}${error.message}`);
        if (isApiError(error)) setErrors(fieldErrorsFromDetails<Field>(error.details));
      },
    });
  }

  const id = (field: Field) => `${idPrefix}-${field}`;
  const select = (
    field: Field,
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Select
      id={id(field)}
      label={label}
      name={field}
      required
      placeholder="Choose an answer"
      options={options}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => setField(field, event.target.value)}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Self-assessment">
      <div className="grid gap-4 sm:grid-cols-2">
        {select('moodToday', 'How do you feel today?', SELF_ASSESSMENT_OPTIONS.moodToday)}
        {select('enjoyedDay', 'Did you enjoy your day?', SELF_ASSESSMENT_OPTIONS.enjoyedDay)}
        {select('schoolDay', 'How was school today?', SELF_ASSESSMENT_OPTIONS.schoolDay)}
        {select('bullied', 'Did anyone bully you today?', SELF_ASSESSMENT_OPTIONS.bullied)}
      </div>
      <TextField
        id={id('happyReason')}
        label="What made you happy?"
        name="happyReason"
        maxLength={500}
        value={values.happyReason}
        error={errors.happyReason}
        onChange={(event) => setField('happyReason', event.target.value)}
      />
      <TextField
        id={id('sadReason')}
        label="What made you sad?"
        name="sadReason"
        maxLength={500}
        value={values.sadReason}
        error={errors.sadReason}
        onChange={(event) => setField('sadReason', event.target.value)}
      />
      <TextArea
        id={id('notes')}
        label="Anything else to tell?"
        name="notes"
        rows={2}
        value={values.notes}
        error={errors.notes}
        onChange={(event) => setField('notes', event.target.value)}
      />
      {status && <StatusMessage>{status}</StatusMessage>}
      <div className="flex justify-end">
        <Button type="submit" disabled={submission.isPending} isLoading={submission.isPending}>
          {submission.isPending ? 'Submitting...' : 'Submit Self-Assessment'}
        </Button>
      </div>
    </form>
  );
}
