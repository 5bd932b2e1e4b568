import { useState, type FormEvent } from 'react';
import {
  HEALTH_MESSAGES,
  SELF_ASSESSMENT_OPTIONS,
  healthLogFieldsSchema,
  todayIsoDate,
  type HealthLog,
} from '@nestling/shared';
import {
  Button,
  Checkbox,
  DateField,
  FilePicker,
  Select,
  StatusMessage,
  TextArea,
  TextField,
} from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { fieldErrorsFromDetails, fieldErrorsFromZod, type FieldErrors } from '@/lib/form-errors';
import { useCreateHealthLog } from '../api/create-health-log';
import { useUpdateHealthLog } from '../api/update-health-log';
import { useFormFields } from '../hooks/use-form-fields';
import { DOCUMENT_ACCEPT, checkDocument } from '../utils/document-check';
import type { HealthLogFormValues } from '../utils/health-form-data';

type Field = keyof HealthLogFormValues | 'document';
const FIELD_ORDER: Field[] = [
  'mood',
  'sleep',
  'date',
  'notes',
  'medicalInfo',
  'vaccination',
  'document',
];

function initialValues(kidName: string, log?: HealthLog): HealthLogFormValues {
  return {
    // The page names the kid: the log carries the kid's name without asking (issue 9).
    kidName,
    mood: log?.mood ?? '',
    sleep: log?.sleep === null || log?.sleep === undefined ? '' : String(log.sleep),
    date: log?.date ?? todayIsoDate(),
    notes: log?.notes ?? '',
    medicalInfo: log?.medicalInfo ?? '',
    vaccination: log?.vaccination ?? '',
  };
}

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
  const isEdit = log !== undefined;
  const creation = useCreateHealthLog();
  const update = useUpdateHealthLog();
  const mutation = isEdit ? update : creation;
  const [today] = useState(() => todayIsoDate());
  const { values, setValues, setField, errors, setErrors, fieldId, bind } = useFormFields<
    HealthLogFormValues,
    'document'
  >(() => initialValues(kidName, log));
  const [documentFile, setDocumentFile] = useState<File | null>(null);
  const [removeDocument, setRemoveDocument] = useState(false);
  const [status, setStatus] = useState<string>();

  function chooseDocument(file: File | null) {
    const problem = file ? checkDocument(file) : undefined;
    setErrors((current) => ({ ...current, document: problem }));
    setDocumentFile(problem ? null : file);
  }

  function focusField(form: HTMLFormElement, field: Field | undefined) {
    const element = field ? form.elements.namedItem(field) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const form = event.currentTarget;
    // The kid's name comes from the page, so only the date can be missing (spec §5 text).
    if (!kidName.trim() || !values.date) {
      setStatus(HEALTH_MESSAGES.nameAndDateRequired);
      setErrors({});
      focusField(form, 'date');
      return;
    }
    const parsed = healthLogFieldsSchema.safeParse({ kidId, ...values });
    if (!parsed.success || errors.document) {
      const fieldErrors: FieldErrors<Field> = {
        ...(parsed.success ? {} : fieldErrorsFromZod<Field>(parsed.error)),
        document: errors.document,
      };
      setErrors(fieldErrors);
      setStatus(undefined);
      focusField(
        form,
        FIELD_ORDER.find((field) => fieldErrors[field]),
      );
      return;
    }
    setErrors({});
    setStatus(undefined);
    const onError = (error: Error) => {
      setStatus(`${HEALTH_MESSAGES.submissionFailed}${error.message}`);
      if (isApiError(error)) setErrors(fieldErrorsFromDetails<Field>(error.details));
    };
    if (log) {
      update.mutate(
        { id: log.id, values, document: documentFile, removeDocument },
        { onSuccess: (saved) => onSaved?.(saved), onError },
      );
      return;
    }
    creation.mutate(
      { kidId, values, document: documentFile },
      {
        onSuccess: () => {
          setStatus(HEALTH_MESSAGES.logAdded);
          setValues(initialValues(kidName));
          setDocumentFile(null);
        },
        onError,
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="space-y-4"
      aria-label={isEdit ? 'Edit health log' : 'Add a health log'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          {...bind('mood')}
          label="Mood"
          placeholder="Select mood"
          options={SELF_ASSESSMENT_OPTIONS.moodToday}
        />
        <TextField
          {...bind('sleep')}
          label="Sleep (hours)"
          type="number"
          inputMode="decimal"
          min={0}
          max={24}
          step={0.5}
          placeholder="e.g. 9.5"
        />
      </div>
      <DateField
        {...bind('date')}
        label="Date"
        required
        max={today}
        onChange={(date) => setField('date', date)}
      />
      <TextArea {...bind('notes')} label="Notes" />
      <TextArea
        {...bind('medicalInfo')}
        label="Medical info"
        rows={2}
        placeholder="Symptoms, medicine, doctor visits"
      />
      <TextField {...bind('vaccination')} label="Vaccination" placeholder="e.g. MMR, second dose" />
      <FilePicker
        id={fieldId('document')}
        label={isEdit && log?.document ? 'Replace document (optional)' : 'Document (optional)'}
        name="document"
        accept={DOCUMENT_ACCEPT}
        file={documentFile}
        onFileChange={chooseDocument}
        hint="JPG, PNG, WEBP or PDF, up to 5 MB."
        error={errors.document}
      />
      {isEdit && log?.document && !documentFile && (
        <Checkbox
          label={`Remove the attached document (${log.document.name})`}
          checked={removeDocument}
          onChange={(event) => setRemoveDocument(event.target.checked)}
        />
      )}
      {status && <StatusMessage>{status}</StatusMessage>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={mutation.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={mutation.isPending} isLoading={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : isEdit ? 'Save changes' : 'Add Health Log'}
        </Button>
      </div>
    </form>
  );
}
