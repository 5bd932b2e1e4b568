import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  HEALTH_MESSAGES,
  SELF_ASSESSMENT_OPTIONS,
  selfAssessmentSchema,
  todayIsoDate,
  type SelfAssessmentRequest,
} from '@nestling/shared';
import {
  Button,
  Form,
  FormSelect,
  FormTextArea,
  FormTextField,
  StatusMessage,
} from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { schemaResolver, showServerDetails } from '@/lib/forms/schema-resolver';
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

const EMPTY: SelfAssessmentValues = {
  moodToday: '',
  happyReason: '',
  sadReason: '',
  enjoyedDay: '',
  schoolDay: '',
  bullied: '',
  notes: '',
};

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
  const [resolver] = useState(() =>
    schemaResolver(selfAssessmentSchema, {
      // Dated the viewer's today, read when it is sent (the page may stay open past midnight).
      input: (values: SelfAssessmentValues) => ({ kidId, ...values, date: todayIsoDate() }),
    }),
  );
  const form = useForm({ resolver, defaultValues: EMPTY });
  const [status, setStatus] = useState<string>();

  function submit(request: SelfAssessmentRequest) {
    if (submission.isPending) return;
    setStatus(undefined);
    submission.mutate(request, {
      onSuccess: () => {
        setStatus(HEALTH_MESSAGES.assessmentAdded);
        form.reset(EMPTY);
      },
      onError: (error) => {
        setStatus(`${HEALTH_MESSAGES.submissionFailed}${error.message}`);
        if (isApiError(error)) showServerDetails(error.details, form.setError);
      },
    });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={() => setStatus(undefined)}
      className="space-y-4"
      aria-label="Self-assessment"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {QUESTIONS.map(({ field, label }) => (
          <FormSelect
            key={field}
            name={field}
            label={label}
            required
            placeholder="Choose an answer"
            options={SELF_ASSESSMENT_OPTIONS[field]}
          />
        ))}
      </div>
      <FormTextField name="happyReason" label="What made you happy?" maxLength={500} />
      <FormTextField name="sadReason" label="What made you sad?" maxLength={500} />
      <FormTextArea name="notes" label="Anything else to tell?" rows={2} />
      {status && <StatusMessage>{status}</StatusMessage>}
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={submission.isPending || form.formState.isSubmitting}
          isLoading={submission.isPending}
        >
          {submission.isPending ? 'Submitting...' : 'Submit Self-Assessment'}
        </Button>
      </div>
    </Form>
  );
}
