import { useFormContext } from 'react-hook-form';
import { checkUpload, uploadAccept, type UploadKind } from '@/lib/upload-check';
import { Checkbox, type CheckboxProps } from './checkbox';
import { DateField, type DateFieldProps } from './date-field';
import { DateTimeField, type DateTimeFieldProps } from './date-time-field';
import { FilePicker, type FilePickerProps } from './file-picker';
import { useFormField } from './form';
import { Select, type SelectProps } from './select';
import { Switch, type SwitchProps } from './switch';
import { TextArea, type TextAreaProps } from './text-area';
import { TextField, type TextFieldProps } from './text-field';
import { TimeField, type TimeFieldProps } from './time-field';

/** What a bound field takes from its form instead of from its caller. */
type Bound = 'value' | 'onChange' | 'onBlur' | 'error' | 'ref';
/** A primitive's props, bound to the enclosing Form's field `name`. */
type BoundProps<Props> = Omit<Props, Bound | 'name'> & { name: string };

/** A TextField bound to the enclosing Form's field `name` (value, error, focus). */
export function FormTextField({ name, disabled, ...props }: BoundProps<TextFieldProps>) {
  const { field, error, invalid } = useFormField(name);
  return (
    <TextField
      {...props}
      {...field}
      disabled={disabled ?? field.disabled}
      error={error}
      aria-invalid={invalid || undefined}
    />
  );
}

/** A TextArea bound to the enclosing Form's field `name`. */
export function FormTextArea({ name, disabled, ...props }: BoundProps<TextAreaProps>) {
  const { field, error, invalid } = useFormField(name);
  return (
    <TextArea
      {...props}
      {...field}
      disabled={disabled ?? field.disabled}
      error={error}
      aria-invalid={invalid || undefined}
    />
  );
}

/** A Select bound to the enclosing Form's field `name`. */
export function FormSelect({ name, disabled, ...props }: BoundProps<SelectProps>) {
  const { field, error, invalid } = useFormField(name);
  return (
    <Select
      {...props}
      {...field}
      disabled={disabled ?? field.disabled}
      error={error}
      aria-invalid={invalid || undefined}
    />
  );
}

/** A DateField (`YYYY-MM-DD` text with a calendar) bound to the enclosing Form's field `name`. */
export function FormDateField({ name, disabled, ...props }: BoundProps<DateFieldProps>) {
  const { field, error } = useFormField(name);
  const { onBlur: _onBlur, disabled: fieldDisabled, ...bound } = field;
  return <DateField {...props} {...bound} disabled={disabled ?? fieldDisabled} error={error} />;
}

/** A DateTimeField (a local instant, `Date | null`) bound to the enclosing Form's field `name`. */
export function FormDateTimeField({ name, disabled, ...props }: BoundProps<DateTimeFieldProps>) {
  const { field, error, invalid } = useFormField(name);
  const { onBlur: _onBlur, disabled: fieldDisabled, ...bound } = field;
  return (
    <DateTimeField
      {...props}
      {...bound}
      disabled={disabled ?? fieldDisabled}
      error={error}
      invalid={invalid}
    />
  );
}

/** A TimeField (hour, minute, AM/PM) bound to the enclosing Form's field `name`. */
export function FormTimeField({ name, disabled, ...props }: BoundProps<TimeFieldProps>) {
  const { field, error, invalid } = useFormField(name);
  const { onBlur: _onBlur, name: _name, disabled: fieldDisabled, ...bound } = field;
  return (
    <TimeField
      {...props}
      {...bound}
      disabled={disabled ?? fieldDisabled}
      error={error}
      invalid={invalid}
    />
  );
}

/** A Checkbox bound to the enclosing Form's boolean field `name`. */
export function FormCheckbox({ name, ...props }: BoundProps<Omit<CheckboxProps, 'checked'>>) {
  const {
    field: { value, onChange, ...bound },
  } = useFormField(name);
  return (
    <Checkbox
      {...props}
      {...bound}
      checked={Boolean(value)}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** A Switch bound to the enclosing Form's boolean field `name`. */
export function FormSwitch({
  name,
  ...props
}: BoundProps<Omit<SwitchProps, 'checked' | 'onCheckedChange'>>) {
  const { field } = useFormField(name);
  return <Switch {...props} checked={Boolean(field.value)} onCheckedChange={field.onChange} />;
}

export interface UploadFieldProps extends BoundProps<
  Omit<FilePickerProps, 'file' | 'onFileChange' | 'accept'>
> {
  /** What the file is for: the types it may be and the texts of a refusal (checkUpload). */
  accepts: UploadKind;
}

/**
 * The app's file picker bound to the enclosing Form's field `name` (a `File | null`), with the
 * one upload check (checkUpload, spec §5, §9): a file of the wrong type or over 5 MB is refused
 * as soon as it is picked — the field keeps no file and says why in the spec's words.
 */
export function UploadField({ name, accepts, disabled, ...props }: UploadFieldProps) {
  const {
    field: { value, ref, disabled: fieldDisabled },
    error,
  } = useFormField(name);
  const { setValue, setError, clearErrors } = useFormContext();
  return (
    <FilePicker
      {...props}
      name={name}
      accept={uploadAccept(accepts)}
      file={(value as File | null) ?? null}
      ref={ref}
      disabled={disabled ?? fieldDisabled}
      error={error}
      onFileChange={(file) => {
        const problem = file ? checkUpload(file, accepts) : undefined;
        // Not through field.onChange: a re-check by the schema (which knows no files) would
        // take the refusal's message away again.
        setValue(name, problem ? null : file, { shouldDirty: true });
        if (problem) setError(name, { type: 'upload', message: problem });
        else clearErrors(name);
      }}
    />
  );
}
