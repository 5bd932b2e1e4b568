import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  HEALTH_MESSAGES,
  healthLogFieldsSchema,
  todayIsoDate,
  type HealthLog,
} from '@nestling/shared';
import {
  Button,
  Form,
  FormCheckbox,
  FormDateField,
  FormSelect,
  FormTextArea,
  FormTextField,
  StatusMessage,
  UploadField,
} from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { schemaResolver, showServerDetails } from '@/lib/forms/schema-resolver';
import { useCreateHealthLog } from '../api/create-health-log';
import { useUpdateHealthLog } from '../api/update-health-log';
import type { HealthLogFormValues } from '../utils/health-log-form-data';
import { useHealthTexts } from '../hooks/use-health-texts';

/** The form's values: the log's texts, the optional document and, on correction, its removal. */
interface HealthLogFormState extends HealthLogFormValues {
  document: File | null;
  removeDocument: boolean;
}

function initialValues(kidName: string, log?: HealthLog): HealthLogFormState {
  return {
    // The page names the kid: the log carries the kid's name without asking (issue 9).
    kidName,
    mood: log?.mood ?? '',
    sleep: log?.sleep === null || log?.sleep === undefined ? '' : String(log.sleep),
    date: log?.date ?? todayIsoDate(),
    notes: log?.notes ?? '',
    medicalInfo: log?.medicalInfo ?? '',
    vaccination: log?.vaccination ?? '',
    document: null,
    removeDocument: false,
  };
}

/** A missing date is said once, in the spec's status text, not under the field. */
const errorText = (message: string) =>
  message === HEALTH_MESSAGES.dateRequired ? undefined : message;

export interface HealthLogFormProps {
  kidId: number;
  /** The kid's name, sent as the log's kidName (spec §3, §7.5); the form does not ask for it. */
  kidName: string;
  /** The log to correct; omitted: the form adds a new log. */
  log?: HealthLog;
  /** Called after a correction was saved (the form adds logs without closing). */
  onSaved?: (log: HealthLog) => void;
  onCancel?: () => void;
}

/**
 * The health-log form (spec §2.14, §3 Health log, §5, §8.2 Health): the kid's name is taken from
 * the page (not asked: the page names the kid, issue 9); mood
 * (emoji labels, stored as words), sleep in hours (step 0.5), date (today at most), notes,
 * medical info, vaccination and an optional JPG/PNG/WEBP/PDF document of at most 5 MB, checked
 * when chosen. Without a date it says '❌ Kid Name and Date are required.' and
 * sends nothing. Adds a log ('✅ Health log added successfully!') or, given `log`, corrects it.
 */
export function HealthLogForm({ kidId, kidName, log, onSaved, onCancel }: HealthLogFormProps) {
  const { t, localize, answerOptions } = useHealthTexts();
  const isEdit = log !== undefined;
  const creation = useCreateHealthLog();
  const update = useUpdateHealthLog();
  const mutation = isEdit ? update : creation;
  const [today] = useState(() => todayIsoDate());
  const [resolver] = useState(() =>
    schemaResolver(healthLogFieldsSchema, {
      input: ({ document: _file, removeDocument: _remove, ...values }: HealthLogFormState) => ({
        kidId,
        ...values,
      }),
    }),
  );
  const form = useForm({ resolver, defaultValues: initialValues(kidName, log) });
  const [status, setStatus] = useState<string>();
  const documentFile = useWatch({ control: form.control, name: 'document' });
  const busy = mutation.isPending || form.formState.isSubmitting;

  function submit() {
    if (mutation.isPending) return;
    setStatus(undefined);
    const { document, removeDocument, ...values } = form.getValues();
    const onError = (error: Error) => {
      setStatus(t('form.submissionFailed', { reason: localize(error.message) }));
      if (isApiError(error)) showServerDetails(error.details, form.setError);
    };
    if (log) {
      update.mutate(
        { id: log.id, values, document, removeDocument },
        { onSuccess: (saved) => onSaved?.(saved), onError },
      );
      return;
    }
    creation.mutate(
      { kidId, values, document },
      {
        onSuccess: () => {
          setStatus(t('health.logAdded'));
          form.reset(initialValues(kidName));
        },
        onError,
      },
    );
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={(errors) =>
        // The kid's name comes from the page, so only the date can be missing (spec §5 text).
        setStatus(
          errors.date?.message === HEALTH_MESSAGES.dateRequired
            ? t('health.nameAndDateRequired')
            : undefined,
        )
      }
      errorText={errorText}
      className="space-y-4"
      aria-label={isEdit ? t('list.editLog') : t('screen.addLog')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          name="mood"
          label={t('form.mood')}
          placeholder={t('form.selectMood')}
          options={answerOptions('moodToday')}
        />
        <FormTextField
          name="sleep"
          label={t('form.sleep')}
          type="number"
          inputMode="decimal"
          min={0}
          max={24}
          step={0.5}
          placeholder={t('form.sleepPlaceholder')}
        />
      </div>
      <FormDateField name="date" label={t('form.date')} required max={today} />
      <FormTextArea name="notes" label={t('form.notes')} />
      <FormTextArea
        name="medicalInfo"
        label={t('form.medicalInfo')}
        rows={2}
        placeholder={t('form.medicalInfoPlaceholder')}
      />
      <FormTextField
        name="vaccination"
        label={t('form.vaccination')}
        placeholder={t('form.vaccinationPlaceholder')}
      />
      <UploadField
        name="document"
        accepts="document"
        label={isEdit && log?.document ? t('form.replaceDocument') : t('form.document')}
        hint={t('form.documentHint')}
      />
      {isEdit && log?.document && !documentFile && (
        <FormCheckbox
          name="removeDocument"
          label={t('form.removeDocument', { name: log.document.name })}
        />
      )}
      {status && <StatusMessage>{status}</StatusMessage>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={mutation.isPending}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={busy} isLoading={mutation.isPending}>
          {mutation.isPending
            ? t('form.saving')
            : isEdit
              ? t('form.saveChanges')
              : t('form.addLog')}
        </Button>
      </div>
    </Form>
  );
}
