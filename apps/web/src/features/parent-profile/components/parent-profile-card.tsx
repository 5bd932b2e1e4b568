import { Baby, Pencil } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  GENDERS,
  KID_MESSAGES,
  MAX_UPLOAD_BYTES,
  PARENT_PROFILE_MESSAGES,
  PHOTO_MIME_TYPES,
  parentProfileSchema,
  todayIsoDate,
  type Parent,
  type ParentProfileRequest,
} from '@nestling/shared';
import {
  Avatar,
  Button,
  Card,
  DateField,
  FilePicker,
  Select,
  Spinner,
  StatusMessage,
  TextField,
} from '@/components/ui';
import { isApiError, serverMessage } from '@/lib/api-client';
import { fieldErrorsFromDetails, fieldErrorsFromZod, type FieldErrors } from '@/lib/form-errors';
import { useUpdateParentProfile } from '../api/update-parent-profile';
import { useUploadParentPhoto } from '../api/upload-parent-photo';

type Field = keyof ParentProfileRequest | 'photo';
type Values = Record<keyof ParentProfileRequest, string>;

/** The picker's types: images only, those the server keeps (spec §5, §9: JPG, PNG, WEBP). */
const PHOTO_ACCEPT = PHOTO_MIME_TYPES.join(',');

export interface ParentProfileCardProps {
  /** The signed-in parent (null only in the instant a session ends). */
  parent: Parent | null;
  /** How many kids the parent keeps; undefined while the list loads or when it failed. */
  kidCount: number | undefined;
  /** True while the kids list loads (the card says so). */
  isLoadingKids: boolean;
  /** Receives the parent after a save or an upload, to update the session everywhere. */
  onParentChange: (parent: Parent) => void;
}

function valuesOf(parent: Parent | null): Values {
  return {
    name: parent?.name ?? '',
    dob: parent?.dob?.slice(0, 10) ?? '',
    gender: parent?.gender ?? '',
  };
}

/**
 * Checks a picked profile photo before upload: JPG, PNG or WEBP, at most 5 MB (spec §5, §9).
 * @returns the message to show, or undefined when it may be sent
 */
function checkParentPhoto(file: File): string | undefined {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    return KID_MESSAGES.imageType;
  if (file.size > MAX_UPLOAD_BYTES) return KID_MESSAGES.imageTooLarge;
  return undefined;
}

/** '1 kid', '3 kids', 'No kids yet'. */
function kidCountText(count: number): string {
  if (count === 0) return 'No kids yet';
  return `${count} ${count === 1 ? 'kid' : 'kids'}`;
}

/**
 * The parent hub's profile card (spec §2.10 first bullet, §4 Profile panel, §8.2 Parent hub):
 * the photo (the mascot when there is none or it is broken), 'Hi, {name}' ('Parent' when the
 * name is blank) and the kid count. Edit Profile opens a form with name, date of birth, gender
 * and an images-only photo picker, and the buttons Save, Cancel and Upload Photo (disabled
 * while uploading). Messages: '✅ Profile updated!', '❌ Failed to update profile.', '✅ Photo
 * uploaded successfully!', '❌ Upload failed.', '❌ No photo selected.'
 */
export function ParentProfileCard({
  parent,
  kidCount,
  isLoadingKids,
  onParentChange,
}: ParentProfileCardProps) {
  const updateProfile = useUpdateParentProfile(onParentChange);
  const uploadPhoto = useUploadParentPhoto(onParentChange);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>(() => valuesOf(parent));
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<string>();
  const [today] = useState(() => todayIsoDate());
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const name = parent?.name.trim() || 'Parent';
  const saving = updateProfile.isPending;
  const uploading = uploadPhoto.isPending;

  function startEditing() {
    setValues(valuesOf(parent));
    setErrors({});
    setPhoto(null);
    setStatus(undefined);
    setEditing(true);
    requestAnimationFrame(() => nameRef.current?.focus());
  }

  function stopEditing() {
    setEditing(false);
    setErrors({});
    setPhoto(null);
    requestAnimationFrame(() => editButtonRef.current?.focus());
  }

  function update(field: keyof Values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function changePhoto(file: File | null) {
    const problem = file ? checkParentPhoto(file) : undefined;
    setPhoto(problem ? null : file);
    setErrors((current) => ({ ...current, photo: problem }));
  }

  function handleSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = parentProfileSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromZod<Field>(parsed.error);
      setErrors(fieldErrors);
      const first = (['name', 'dob', 'gender'] as const).find((field) => fieldErrors[field]);
      const element = first ? event.currentTarget.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setStatus(undefined);
    updateProfile.mutate(parsed.data, {
      onSuccess: () => {
        setStatus(PARENT_PROFILE_MESSAGES.updated);
        stopEditing();
      },
      onError: (error) => {
        setStatus(PARENT_PROFILE_MESSAGES.updateFailed);
        if (isApiError(error)) setErrors(fieldErrorsFromDetails<Field>(error.details));
      },
    });
  }

  function handleUpload() {
    if (uploading) return;
    if (!photo) {
      setStatus(PARENT_PROFILE_MESSAGES.noPhoto);
      return;
    }
    setStatus(undefined);
    uploadPhoto.mutate(photo, {
      onSuccess: () => {
        setStatus(PARENT_PROFILE_MESSAGES.photoUploaded);
        setPhoto(null);
      },
      onError: (error) => {
        setStatus(PARENT_PROFILE_MESSAGES.uploadFailed);
        const reason = serverMessage(error);
        if (reason && isApiError(error) && error.status < 500)
          setErrors((current) => ({ ...current, photo: reason }));
      },
    });
  }

  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <Avatar src={parent?.photoUrl} fallback="mascot" alt="Your profile photo" size="lg" />
          <div className="min-w-0 flex-1 space-y-1">
            <h2
              id={headingId}
              className="text-2xl font-extrabold tracking-tight break-words text-ink-900 sm:text-3xl"
            >
              Hi, {name}
            </h2>
            {parent?.email && <p className="text-sm break-all text-ink-600">{parent.email}</p>}
            <p className="flex items-center gap-2 font-semibold text-brand-800">
              {isLoadingKids ? (
                <span role="status" className="flex items-center gap-2">
                  <Spinner className="size-4" /> Loading your kids...
                </span>
              ) : kidCount === undefined ? (
                <span className="text-ink-600">Kids: not available right now</span>
              ) : (
                <>
                  <Baby aria-hidden="true" className="size-5" />
                  <span>{kidCountText(kidCount)}</span>
                </>
              )}
            </p>
          </div>
          {!editing && (
            <Button
              ref={editButtonRef}
              variant="secondary"
              onClick={startEditing}
              className="self-start sm:self-center"
            >
              <Pencil aria-hidden="true" className="size-4" /> Edit Profile
            </Button>
          )}
        </div>

        {status && <StatusMessage>{status}</StatusMessage>}

        {editing && (
          <form
            noValidate
            onSubmit={handleSave}
            aria-label="Edit Profile"
            className="space-y-5 border-t border-ink-900/10 pt-6"
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                ref={nameRef}
                label="Name"
                name="name"
                autoComplete="name"
                required
                maxLength={100}
                disabled={saving}
                value={values.name}
                error={errors.name}
                onChange={(event) => update('name', event.target.value)}
              />
              <DateField
                label="Date of birth"
                name="dob"
                autoComplete="bday"
                required
                min="1900-01-01"
                max={today}
                disabled={saving}
                value={values.dob}
                error={errors.dob}
                onChange={(dob) => update('dob', dob)}
              />
              <Select
                label="Gender"
                name="gender"
                required
                placeholder="Select gender"
                options={GENDERS}
                disabled={saving}
                value={values.gender}
                error={errors.gender}
                onChange={(event) => update('gender', event.target.value)}
              />
            </div>
            <FilePicker
              label="Profile photo"
              name="photo"
              kind="photo"
              accept={PHOTO_ACCEPT}
              file={photo}
              onFileChange={changePhoto}
              currentSrc={parent?.photoUrl}
              fallback="mascot"
              disabled={uploading}
              hint="JPG, PNG or WEBP, up to 5 MB. Pick one, then Upload Photo."
              error={errors.photo}
            >
              <Button
                variant="secondary"
                onClick={handleUpload}
                disabled={uploading}
                isLoading={uploading}
              >
                {uploading ? 'Uploading...' : 'Upload Photo'}
              </Button>
            </FilePicker>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="submit" disabled={saving} isLoading={saving}>
                {saving ? 'Saving...' : 'Save'}
              </Button>
              <Button variant="ghost" onClick={stopEditing} disabled={saving}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </Card>
    </section>
  );
}
