import { useState, type FormEvent } from 'react';
import {
  HEALTH_MESSAGES,
  SELF_ASSESSMENT_OPTIONS,
  selfAssessmentSchema,
  todayIsoDate,
} from '@nestling/shared';
import { Button, Select, StatusMessage, TextArea, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { fieldErrorsFromDetails, fieldErrorsFromZod } from '@/lib/form-errors';
import { useCreateSelfAssessment } from '../api/create-self-assessment';
import { useFormFields } from '../hooks/use-form-fields';

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

/** The four required questions, answered from SELF_ASSESSMENT_OPTIONS, in the form's order. */
const QUESTIONS: readonly { field: keyof typeof SELF_ASSESSMENT_OPTIONS; label: string }[] = [
  { field: 'moodToday', label: 'How do you feel today?' },
  { field: 'enjoyedDay', label: 'Did you enjoy your day?' },
  { field: 'schoolDay', label: 'How was school today?' },
  { field: 'bullied', label: 'Did anyone bully you today?' },
];

/**
 * The child's self-assessment (spec §2.14, §3 Self-assessment, §5, §8.2 Health): mood today
 * (😊 Happy, 😐 Okay, 😢 Sad), what made them happy or sad, whether they enjoyed the day
 * (👍 Yes, 👎 No), how school was (🟢 Great, 🟡 Okay, 🔴 Bad), whether anyone bullied them (No,
 * Yes) and notes. The four selects are required; the words are sent, the emoji are labels. It
 * is dated the viewer's today. Success: '✅ Self-assessment submitted successfully!'.
 */
export function SelfAssessmentForm({ kidId }: { kidId: number }) {
  const submission = useCreateSelfAssessment();
  const { values, setValues, setErrors, bind } = useFormFields(EMPTY);
  const [status, setStatus] = useState<string>();

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

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Self-assessment">
      <div className="grid gap-4 sm:grid-cols-2">
        {QUESTIONS.map(({ field, label }) => (
          <Select
            key={field}
            {...bind(field)}
            label={label}
            required
            placeholder="Choose an answer"
            options={SELF_ASSESSMENT_OPTIONS[field]}
          />
        ))}
      </div>
      <TextField {...bind('happyReason')} label="What made you happy?" maxLength={500} />
      <TextField {...bind('sadReason')} label="What made you sad?" maxLength={500} />
      <TextArea {...bind('notes')} label="Anything else to tell?" rows={2} />
      {status && <StatusMessage>{status}</StatusMessage>}
      <div className="flex justify-end">
        <Button type="submit" disabled={submission.isPending} isLoading={submission.isPending}>
          {submission.isPending ? 'Submitting...' : 'Submit Self-Assessment'}
        </Button>
      </div>
    </form>
  );
}
