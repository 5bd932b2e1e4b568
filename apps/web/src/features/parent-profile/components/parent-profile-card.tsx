import { Baby, Pencil } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  PARENT_PROFILE_MESSAGES,
  parentProfileSchema,
  type Parent,
  type ParentProfileRequest,
} from '@nestling/shared';
import {
  Avatar,
  Button,
  Card,
  DateOfBirthField,
  Form,
  FormTextField,
  GenderField,
  Spinner,
  StatusMessage,
  UploadField,
} from '@/components/ui';
import { isApiError, serverMessage } from '@/lib/api-client';
import { greetingOf } from '@/lib/format';
import { schemaResolver, showServerDetails } from '@/lib/forms/schema-resolver';
import { useUpdateParentProfile } from '../api/update-parent-profile';
import { useUploadParentPhoto } from '../api/upload-parent-photo';

/** The edit form's values: the profile's texts and the picked photo, if any. */
interface ProfileValues extends Record<keyof ParentProfileRequest, string> {
  photo: File | null;
}

const resolver = schemaResolver(parentProfileSchema, {
  input: ({ name, dob, gender }: ProfileValues) => ({ name, dob, gender }),
});

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

function valuesOf(parent: Parent | null): ProfileValues {
  return {
    name: parent?.name ?? '',
    dob: parent?.dob?.slice(0, 10) ?? '',
    gender: parent?.gender ?? '',
    photo: null,
  };
}

/** '1 kid', '3 kids', 'No kids yet'. */
function kidCountText(count: number): string {
  if (count === 0) return 'No kids yet';
  return `${count} ${count === 1 ? 'kid' : 'kids'}`;
}

/**
 * The parent hub's profile card (spec §2.10 first bullet, §4 Profile panel, §8.2 Parent hub):
 * the photo (the mascot when there is none or it is broken), 'Hi, {name}' (greetingOf: the
 * first name, 'Parent' when blank) and the kid count. Edit Profile opens a form with name, date
 * of birth, gender and an images-only photo picker, and the buttons Save, Cancel and Upload
 * Photo. Save stores everything the form holds — the fields, then the chosen photo — and says
 * '✅ Profile updated!' only when all of it was stored (issue 29: one action, one truth);
 * Upload Photo stores the chosen photo at once. Messages: '✅ Profile updated!', '❌ Failed to
 * update profile.', '✅ Photo uploaded successfully!', '❌ Upload failed.', '❌ No photo selected.'
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
  const form = useForm({ resolver, defaultValues: valuesOf(parent) });
  const [status, setStatus] = useState<string>();
  /** True from Save until the fields and the photo are stored (or one of them failed). */
  const [saving, setSaving] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const uploading = uploadPhoto.isPending && !saving;
  const busy = saving || uploadPhoto.isPending;

  function startEditing() {
    form.reset(valuesOf(parent));
    setStatus(undefined);
    setEditing(true);
    requestAnimationFrame(() => form.setFocus('name'));
  }

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButtonRef.current?.focus());
  }

  /** '❌ Upload failed.', with the server's reason (a refused type or size) under the picker. */
  function uploadFailed(error: Error) {
    setStatus(PARENT_PROFILE_MESSAGES.uploadFailed);
    const reason = serverMessage(error);
    if (reason && isApiError(error) && error.status < 500)
      form.setError('photo', { type: 'server', message: reason });
  }

  function save(request: ParentProfileRequest) {
    if (busy) return;
    setStatus(undefined);
    setSaving(true);
    const photo = form.getValues('photo');
    const done = () => {
      setSaving(false);
      setStatus(PARENT_PROFILE_MESSAGES.updated);
      stopEditing();
    };
    updateProfile.mutate(request, {
      onSuccess: () => {
        if (!photo) return done();
        uploadPhoto.mutate(photo, {
          onSuccess: done,
          onError: (error) => {
            // The fields are stored; the photo stays chosen, to try again.
            setSaving(false);
            uploadFailed(error);
          },
        });
      },
      onError: (error) => {
        setSaving(false);
        setStatus(PARENT_PROFILE_MESSAGES.updateFailed);
        if (isApiError(error)) showServerDetails(error.details, form.setError);
      },
    });
  }

  function uploadNow() {
    if (busy) return;
    const photo = form.getValues('photo');
    if (!photo) {
      setStatus(PARENT_PROFILE_MESSAGES.noPhoto);
      return;
    }
    setStatus(undefined);
    uploadPhoto.mutate(photo, {
      onSuccess: () => {
        setStatus(PARENT_PROFILE_MESSAGES.photoUploaded);
        form.setValue('photo', null);
      },
      onError: uploadFailed,
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
              {greetingOf(parent?.name)}
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
          <Form
            form={form}
            onSubmit={save}
            aria-label="Edit Profile"
            className="space-y-5 border-t border-ink-900/10 pt-6"
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <FormTextField
                label="Name"
                name="name"
                autoComplete="name"
                required
                maxLength={100}
                disabled={saving}
              />
              <DateOfBirthField disabled={saving} />
              <GenderField disabled={saving} />
            </div>
            <UploadField
              label="Profile photo"
              name="photo"
              kind="photo"
              accepts="photo"
              currentSrc={parent?.photoUrl}
              fallback="mascot"
              disabled={busy}
              hint="JPG, PNG or WEBP, up to 5 MB. Save stores it with your profile; Upload Photo stores it now."
            >
              <Button variant="secondary" onClick={uploadNow} disabled={busy} isLoading={uploading}>
                {uploading ? 'Uploading...' : 'Upload Photo'}
              </Button>
            </UploadField>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="submit" disabled={busy} isLoading={saving}>
                {saving ? 'Saving...' : 'Save'}
              </Button>
              <Button variant="ghost" onClick={stopEditing} disabled={saving}>
                Cancel
              </Button>
            </div>
          </Form>
        )}
      </Card>
    </section>
  );
}
