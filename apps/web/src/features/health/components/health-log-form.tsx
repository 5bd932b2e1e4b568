import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
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
  FileField,
  Select,
  StatusMessage,
  TextArea,
  TextField,
} from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { fieldErrorsFromDetails, fieldErrorsFromZod, type FieldErrors } from '@/lib/form-errors';
import { useCreateHealthLog } from '../api/create-health-log';
import { useUpdateHealthLog } from '../api/update-health-log';
import { DOCUMENT_ACCEPT, checkDocument } from '../utils/document-check';
import type { HealthLogFormValues } from '../utils/health-form-data';

type Field = keyof HealthLogFormValues | 'document';
const FIELD_ORDER: Field[] = [
  'kidName',
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
    kidName: log?.kidName ?? kidName,
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
  /** The kid's name, prefilled in "Kid Name". */
  kidName: string;
  /** The log to correct; omitted: the form adds a new log. */
  log?: HealthLog;
  /** Called after a correction was saved (the form adds logs without closing). */
  onSaved?: (log: HealthLog) => void;
  onCancel?: () => void;
}

/**
 * The health-log form (spec §2.14, §3 Health log, §5, §8.2 Health): kid name (prefilled), mood
 * (emoji labels, stored as words), sleep in hours (step 0.5), date (today at most), notes,
 * medical info, vaccination and an optional JPG/PNG/WEBP/PDF document of at most 5 MB, checked
 * when chosen. Without a kid name or a date it says '❌ Kid Name and Date are required.' and
 * sends nothing. Adds a log ('✅ Health log added successfully!') or, given `log`, corrects it.
 */
export function HealthLogForm({ kidId, kidName, log, onSaved, onCancel }: HealthLogFormProps) {
  const isEdit = log !== undefined;
  const idPrefix = useId();
  const creation = useCreateHealthLog();
  const update = useUpdateHealthLog();
  const mutation = isEdit ? update : creation;
  const [today] = useState(() => todayIsoDate());
  const [values, setValues] = useState(() => initialValues(kidName, log));
  const [documentFile, setDocumentFile] = useState<File | null>(null);
  const [removeDocument, setRemoveDocument] = useState(false);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<string>();

  function setField(field: keyof HealthLogFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function chooseDocument(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? checkDocument(file) : undefined;
    setErrors((current) => ({ ...current, document: problem }));
    if (problem) {
      setDocumentFile(null);
      event.target.value = '';
      return;
    }
    setDocumentFile(file);
  }

  function focusField(form: HTMLFormElement, field: Field | undefined) {
    const element = field ? form.elements.namedItem(field) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const form = event.currentTarget;
    if (!values.kidName.trim() || !values.date) {
      setStatus(HEALTH_MESSAGES.nameAndDateRequired);
      setErrors({});
      focusField(form, values.kidName.trim() ? 'date' : 'kidName');
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
          setValues((current) => initialValues(current.kidName));
          setDocumentFile(null);
          setFileInputKey((key) => key + 1);
        },
        onError,
      },
    );
  }

  const moodOptions = SELF_ASSESSMENT_OPTIONS.moodToday;
  const id = (field: Field) => `${idPrefix}-${field}`;

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="space-y-4"
      aria-label={isEdit ? 'Edit health log' : 'Add a health log'}
    >
      <TextField
        id={id('kidName')}
        label="Kid Name"
        name="kidName"
        required
        autoComplete="off"
        maxLength={60}
        value={values.kidName}
        error={errors.kidName}
        onChange={(event) => setField('kidName', event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          id={id('mood')}
          label="Mood"
          name="mood"
          placeholder="Select mood"
          options={moodOptions}
          value={values.mood}
          error={errors.mood}
          onChange={(event) => setField('mood', event.target.value)}
        />
        <TextField
          id={id('sleep')}
          label="Sleep (hours)"
          name="sleep"
          type="number"
          inputMode="decimal"
          min={0}
          max={24}
          step={0.5}
          placeholder="e.g. 9.5"
          value={values.sleep}
          error={errors.sleep}
          onChange={(event) => setField('sleep', event.target.value)}
        />
      </div>
      <TextField
        id={id('date')}
        label="Date"
        name="date"
        type="date"
        required
        max={today}
        value={values.date}
        error={errors.date}
        onChange={(event) => setField('date', event.target.value)}
      />
      <TextArea
        id={id('notes')}
        label="Notes"
        name="notes"
        value={values.notes}
        error={errors.notes}
        onChange={(event) => setField('notes', event.target.value)}
      />
      <TextArea
        id={id('medicalInfo')}
        label="Medical info"
        name="medicalInfo"
        rows={2}
        placeholder="Symptoms, medicine, doctor visits"
        value={values.medicalInfo}
        error={errors.medicalInfo}
        onChange={(event) => setField('medicalInfo', event.target.value)}
      />
      <TextField
        id={id('vaccination')}
        label="Vaccination"
        name="vaccination"
        placeholder="e.g. MMR, second dose"
        value={values.vaccination}
        error={errors.vaccination}
        onChange={(event) => setField('vaccination', event.target.value)}
      />
      <FileField
        key={fileInputKey}
        id={id('document')}
        label={isEdit && log?.document ? 'Replace document (optional)' : 'Document (optional)'}
        name="document"
        accept={DOCUMENT_ACCEPT}
        hint="JPG, PNG, WEBP or PDF, up to 5 MB."
        error={errors.document}
        onChange={chooseDocument}
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
