import { useFormContext } from 'react-hook-form';
import { checkUpload, uploadAccept, type UploadKind } from '@/lib/upload-check';
import { FilePicker, type FilePickerProps } from './file-picker';
import { useFormField } from './form';
import type { BoundProps } from './form-fields';

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
