import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  GROWTH_MESSAGES,
  inchesToCm,
  kgToPoundsOunces,
  cmToInches,
  measurementCreateSchema,
  poundsOuncesToKg,
  todayIsoDate,
  type Measurement,
  type MeasurementCreate,
  type MeasurementUnits,
} from '@nestling/shared';
import {
  Button,
  Form,
  FormDateField,
  FormSelect,
  FormTextArea,
  FormTextField,
  StatusMessage,
} from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { schemaResolver, showServerDetails } from '@/lib/forms/schema-resolver';
import { useCreateMeasurement, useUpdateMeasurement } from '../api/growth-api';
import { useGrowthTexts } from '../hooks/use-growth-texts';

/** What the form holds while the parent types: every input as text, in the chosen units. */
export interface MeasurementFormValues {
  date: string;
  /** kg (metric) */
  weight: string;
  /** lb and oz (imperial) */
  weightLb: string;
  weightOz: string;
  /** cm or in */
  length: string;
  position: string;
  /** cm or in */
  head: string;
  note: string;
}

/** A typed number, or undefined for an empty input (NaN for text that is no number). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

/** A number as a form shows it: at most `decimals` decimals, no trailing zeros. */
const shown = (value: number, decimals: number) =>
  String(Math.round(value * 10 ** decimals) / 10 ** decimals);

/**
 * The request body of the form's values: metric, converted from imperial by the shared helpers
 * (kg to the gram, cm to the hundredth, as stored). Empty values are left out (new) or null
 * (a correction clears them).
 * @param empty what an empty value becomes: undefined (POST) or null (PATCH)
 */
export function measurementBody(
  values: MeasurementFormValues,
  units: MeasurementUnits,
  empty: undefined | null = undefined,
): MeasurementCreate {
  const length = numberOf(values.length);
  const head = numberOf(values.head);
  let weightKg: number | undefined;
  if (units === 'metric') {
    weightKg = numberOf(values.weight);
  } else {
    const pounds = numberOf(values.weightLb);
    const ounces = numberOf(values.weightOz);
    weightKg =
      pounds === undefined && ounces === undefined
        ? undefined
        : poundsOuncesToKg(pounds ?? 0, ounces ?? 0);
  }
  const inMetric = (value: number | undefined) =>
    value === undefined || units === 'metric' ? value : inchesToCm(value);
  const note = values.note.trim();
  return {
    date: values.date,
    weightKg: weightKg ?? empty,
    lengthCm: inMetric(length) ?? empty,
    headCircumferenceCm: inMetric(head) ?? empty,
    position: values.position === '' ? empty : (values.position as 'lying' | 'standing'),
    note: note === '' ? empty : note,
  } as MeasurementCreate;
}

/** The form's starting values: empty and dated today, or a measurement in the chosen units. */
export function measurementFormValues(
  units: MeasurementUnits,
  measurement?: Measurement,
): MeasurementFormValues {
  const weight = measurement?.weightKg ?? null;
  const imperial = weight === null ? null : kgToPoundsOunces(weight);
  const length = (cm: number | null | undefined) =>
    cm == null ? '' : units === 'metric' ? shown(cm, 2) : String(cmToInches(cm));
  return {
    date: measurement?.date ?? todayIsoDate(),
    weight: weight === null ? '' : shown(weight, 3),
    weightLb: imperial ? String(imperial.pounds) : '',
    weightOz: imperial ? shown(imperial.ounces, 1) : '',
    length: length(measurement?.lengthCm),
    position: measurement?.position ?? '',
    head: length(measurement?.headCircumferenceCm),
    note: measurement?.note ?? '',
  };
}

/** Where the schema's (and the server's) fields show in the form. */
function fieldsOf(units: MeasurementUnits): Record<string, string> {
  return {
    weightKg: units === 'metric' ? 'weight' : 'weightLb',
    lengthCm: 'length',
    headCircumferenceCm: 'head',
    position: 'position',
  };
}

export interface MeasurementFormProps {
  kidId: number;
  /** The kid's date of birth: the earliest date the form offers. */
  dob: string;
  units: MeasurementUnits;
  /** The measurement to correct; omitted: the form adds one. */
  measurement?: Measurement;
  onSaved?: (measurement: Measurement) => void;
  onCancel?: () => void;
}

/**
 * The add-measurement form (issue 26, decision 048: react-hook-form with the shared
 * `measurementCreateSchema`): date (from the birth to today), weight (kg, or lb and oz),
 * length/height (cm or in) with its position, head circumference (cm or in), a note. At least
 * one value; sent metric. The server's 400 (a value not plausible at this age, with the
 * plausible range) shows under the field. Given `measurement`, it corrects that one.
 */
export function MeasurementForm({
  kidId,
  dob,
  units,
  measurement,
  onSaved,
  onCancel,
}: MeasurementFormProps) {
  const isEdit = measurement !== undefined;
  const creation = useCreateMeasurement(kidId);
  const update = useUpdateMeasurement(kidId);
  const mutation = isEdit ? update : creation;
  const [today] = useState(() => todayIsoDate());
  const fields = useMemo(() => fieldsOf(units), [units]);
  const resolver = useMemo(
    () =>
      schemaResolver(measurementCreateSchema, {
        input: (values: MeasurementFormValues) => measurementBody(values, units),
        fields,
        // "At least one value" is the whole body's rule: said under the weight.
        check: (values: MeasurementFormValues) => {
          const body = measurementBody(values, units);
          const none =
            body.weightKg === undefined &&
            body.lengthCm === undefined &&
            body.headCircumferenceCm === undefined;
          return { [fields.weightKg!]: none ? GROWTH_MESSAGES.valueRequired : undefined };
        },
      }),
    [units, fields],
  );
  const form = useForm<MeasurementFormValues, unknown, unknown>({
    resolver,
    defaultValues: measurementFormValues(units, measurement),
  });
  const [status, setStatus] = useState<{ text: string; tone: 'success' | 'error' }>();
  const { t, localize } = useGrowthTexts();

  function submit() {
    if (mutation.isPending) return;
    setStatus(undefined);
    const values = form.getValues();
    const onError = (error: Error) => {
      const placed = isApiError(error) && showServerDetails(error.details, form.setError, fields);
      setStatus({
        text: placed ? t('form.checkFields') : localize(error.message),
        tone: 'error',
      });
    };
    if (measurement) {
      update.mutate(
        { id: measurement.id, values: measurementBody(values, units, null) },
        { onSuccess: (saved) => onSaved?.(saved), onError },
      );
      return;
    }
    creation.mutate(measurementBody(values, units), {
      onSuccess: (saved) => {
        setStatus({ text: t('form.added'), tone: 'success' });
        form.reset(measurementFormValues(units));
        onSaved?.(saved);
      },
      onError,
    });
  }

  const lengthUnit = units === 'metric' ? 'cm' : 'in';
  const example = (value: string) => t('form.example', { value });
  return (
    <Form
      form={form}
      onSubmit={submit}
      className="space-y-4"
      aria-label={isEdit ? t('form.editLabel') : t('section.add')}
    >
      <FormDateField
        name="date"
        label={t('form.date')}
        required
        min={dob.slice(0, 10)}
        max={today}
      />
      {units === 'metric' ? (
        <FormTextField
          name="weight"
          label={t('form.weightKg')}
          type="number"
          inputMode="decimal"
          step="0.001"
          min={0}
          placeholder={example('9.6')}
        />
      ) : (
        <fieldset className="grid grid-cols-2 gap-4">
          <legend className="sr-only">{t('form.weight')}</legend>
          <FormTextField
            name="weightLb"
            label={t('form.weightLb')}
            type="number"
            inputMode="numeric"
            step="1"
            min={0}
            placeholder={example('21')}
          />
          <FormTextField
            name="weightOz"
            label={t('form.weightOz')}
            type="number"
            inputMode="decimal"
            step="0.1"
            min={0}
            max={15.9}
            placeholder={example('3')}
          />
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          name="length"
          label={t('form.length', { unit: lengthUnit })}
          type="number"
          inputMode="decimal"
          step="0.1"
          min={0}
          placeholder={example(units === 'metric' ? '75.5' : '29.5')}
        />
        <FormSelect
          name="position"
          label={t('form.position')}
          placeholder={t('form.positionUsual')}
          options={[
            { value: 'lying', label: t('form.lying') },
            { value: 'standing', label: t('form.standing') },
          ]}
        />
      </div>
      <FormTextField
        name="head"
        label={t('form.head', { unit: lengthUnit })}
        type="number"
        inputMode="decimal"
        step="0.1"
        min={0}
        placeholder={example(units === 'metric' ? '46' : '18')}
      />
      <FormTextArea name="note" label={t('form.note')} rows={2} maxLength={500} />
      {status && <StatusMessage tone={status.tone}>{status.text}</StatusMessage>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={mutation.isPending}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" isLoading={mutation.isPending} disabled={mutation.isPending}>
          {mutation.isPending ? t('form.saving') : isEdit ? t('form.save') : t('form.submit')}
        </Button>
      </div>
    </Form>
  );
}
