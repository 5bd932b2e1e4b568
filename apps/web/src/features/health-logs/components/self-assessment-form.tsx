import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { selfAssessmentSchema, todayIsoDate, type SelfAssessmentRequest } from '@nestling/shared';
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
import { useHealthTexts, type Question } from '../hooks/use-health-texts';

/**
 * The self-assessment's four required questions, answered from SELF_ASSESSMENT_OPTIONS, in order;
 * each one's words are the health catalogue's `question.<field>`.
 */
const QUESTIONS: readonly Question[] = ['moodToday', 'enjoyedDay', 'schoolDay', 'bullied'];

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

/**
 * The child's self-assessment (spec §2.14, §3 Self-assessment, §5, §8.2 Health): mood today
 * (😊 Happy, 😐 Okay, 😢 Sad), what made them happy or sad, whether they enjoyed the day
 * (👍 Yes, 👎 No), how school was (🟢 Great, 🟡 Okay, 🔴 Bad), whether anyone bullied them (No,
 * Yes) and notes. The four selects are required; the words are sent, the emoji are labels. It
 * is dated the viewer's today. Success: '✅ Self-assessment submitted successfully!'.
 */
export function SelfAssessmentForm({ kidId }: { kidId: number }) {
  const { t, localize, answerOptions } = useHealthTexts();
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
        setStatus(t('health.assessmentAdded'));
        form.reset(EMPTY);
      },
      onError: (error) => {
        setStatus(t('form.submissionFailed', { reason: localize(error.message) }));
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
      aria-label={t('screen.selfAssessment')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {QUESTIONS.map((field) => (
          <FormSelect
            key={field}
            name={field}
            label={t(`question.${field}`)}
            required
            placeholder={t('form.chooseAnswer')}
            options={answerOptions(field)}
          />
        ))}
      </div>
      <FormTextField name="happyReason" label={t('form.happyReason')} maxLength={500} />
      <FormTextField name="sadReason" label={t('form.sadReason')} maxLength={500} />
      <FormTextArea name="notes" label={t('form.anythingElse')} rows={2} />
      {status && <StatusMessage>{status}</StatusMessage>}
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={submission.isPending || form.formState.isSubmitting}
          isLoading={submission.isPending}
        >
          {submission.isPending ? t('form.submitting') : t('form.submitAssessment')}
        </Button>
      </div>
    </Form>
  );
}
