import { useState, type FormEvent, type Ref } from 'react';
import { KID_MESSAGES, todayIsoDate, type Kid } from '@nestling/shared';
import { Button, StatusMessage } from '@/components/ui';
import { isApiError, isConnectionFailure, serverMessage } from '@/lib/api-client';
import { fieldErrorsFromDetails, type FieldErrors } from '@/lib/form-errors';
import { useCreateKid } from '../api/create-kid';
import {
  EMPTY_KID_FORM,
  KID_FIELD_ORDER,
  checkKidForm,
  checkKidPhoto,
  type KidFormField,
  type KidFormValues,
} from '../utils/kid-form';
import { KidFormFields } from './kid-form-fields';

export interface AddKidFormProps {
  /** False when no parent is signed in: saving then says 'You must be logged in to add a kid profile.' */
  signedIn: boolean;
  /** True when the parent already keeps the most kid profiles allowed. */
  limitReached?: boolean;
  /** Called after a kid was saved (the form has already cleared itself). */
  onSaved: (kid: Kid) => void;
  /** Called when a save starts, so an earlier success line can be cleared. */
  onSaving?: () => void;
  nameRef?: Ref<HTMLInputElement>;
}

/**
 * The failure text of a save (spec §8.2 Add kid): 'Could not connect to the server.' when no
 * answer came, the not-logged-in text on 401, else 'Failed to save: ' plus the server's error
 * or 'Unknown error'.
 */
export function addKidFailureText(error: unknown): string {
  if (isConnectionFailure(error)) return KID_MESSAGES.connectFailed;
  if (isApiError(error) && error.status === 401) return KID_MESSAGES.notLoggedIn;
  return `${KID_MESSAGES.saveFailed}${serverMessage(error) ?? KID_MESSAGES.unknownError}`;
}

/**
 * The 'Add Kid Profile' form (spec §2.11, §4 Add-kid form, §5, §8.2): checks every rule with the
 * shared schema and the photo's type and size before anything is sent; 'Saving...' (disabled)
 * while the call runs; on success the fields clear and `onSaved` runs (the page reloads the
 * list, scrolls to the top and says 'Kid profile saved successfully!'); a failure message stays.
 */
export function AddKidForm({
  signedIn,
  limitReached = false,
  onSaved,
  onSaving,
  nameRef,
}: AddKidFormProps) {
  const createKid = useCreateKid();
  const [today] = useState(() => todayIsoDate());
  const [values, setValues] = useState<KidFormValues>(EMPTY_KID_FORM);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<KidFormField>>({});
  const [failure, setFailure] = useState<{ text: string; fromChecks: boolean }>();
  const saving = createKid.isPending;

  function change<Field extends keyof KidFormValues>(field: Field, value: KidFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    // A summary of the form's own checks is stale once the parent edits; a save failure stays.
    if (failure?.fromChecks) setFailure(undefined);
    const errorKey = (field === 'interestsText' ? 'interests' : field) as KidFormField;
    if (errors[errorKey]) setErrors((current) => ({ ...current, [errorKey]: undefined }));
  }

  function changePhoto(file: File | null) {
    const problem = file ? checkKidPhoto(file, 'add') : undefined;
    setPhoto(problem ? null : file);
    setErrors((current) => ({ ...current, photo: problem }));
  }

  function focusFirstInvalid(form: HTMLFormElement, fieldErrors: FieldErrors<KidFormField>) {
    const first = KID_FIELD_ORDER.find((field) => fieldErrors[field]);
    const element = first ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    if (!signedIn) {
      setFailure({ text: KID_MESSAGES.notLoggedIn, fromChecks: false });
      return;
    }
    const checked = checkKidForm(values, 'add', today);
    const photoProblem = photo ? checkKidPhoto(photo, 'add') : undefined;
    if (!checked.ok || photoProblem) {
      const fieldErrors = { ...(checked.ok ? {} : checked.errors), photo: photoProblem };
      setErrors(fieldErrors);
      setFailure({ text: (checked.ok ? photoProblem : checked.summary) ?? '', fromChecks: true });
      focusFirstInvalid(form, fieldErrors);
      return;
    }
    setErrors({});
    setFailure(undefined);
    onSaving?.();
    createKid.mutate(
      { fields: checked.fields, photo },
      {
        onSuccess: (kid) => {
          setValues(EMPTY_KID_FORM);
          setPhoto(null);
          onSaved(kid);
        },
        onError: (error) => {
          setFailure({ text: addKidFailureText(error), fromChecks: false });
          if (isApiError(error)) setErrors(fieldErrorsFromDetails<KidFormField>(error.details));
        },
      },
    );
  }

  if (limitReached) {
    return <StatusMessage tone="info">{KID_MESSAGES.tooMany}</StatusMessage>;
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-6">
      <KidFormFields
        mode="add"
        values={values}
        errors={errors}
        onChange={change}
        photo={photo}
        onPhotoChange={changePhoto}
        disabled={saving}
        today={today}
        nameRef={nameRef}
      />
      {failure && <StatusMessage tone="error">{failure.text}</StatusMessage>}
      <Button type="submit" size="lg" fullWidth disabled={saving} isLoading={saving}>
        {saving ? 'Saving...' : 'Save Kid Profile'}
      </Button>
    </form>
  );
}
