import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  profileFormCatalogue,
  parentProfileSchema,
  type Parent,
  type ParentProfileRequest,
} from '@nestling/shared';
import {
  Button,
  DateOfBirthField,
  Form,
  FormTextField,
  GenderField,
  UploadField,
} from '@/components/ui';
import { isApiError, serverMessage } from '@/lib/api-client';
import { schemaResolver, showServerDetails } from '@/lib/forms/schema-resolver';
import { useUpdateParentProfile } from '../api/update-parent-profile';
import { useUploadParentPhoto } from '../api/upload-parent-photo';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The edit form's values: the profile's texts and the picked photo, if any. */
interface ProfileValues extends Record<Exclude<keyof ParentProfileRequest, 'locale'>, string> {
  photo: File | null;
}

const resolver = schemaResolver(parentProfileSchema, {
  input: ({ name, dob, gender }: ProfileValues) => ({ name, dob, gender }),
});

function valuesOf(parent: Parent | null): ProfileValues {
  return {
    name: parent?.name ?? '',
    dob: parent?.dob?.slice(0, 10) ?? '',
    gender: parent?.gender ?? '',
    photo: null,
  };
}

export interface ParentProfileFormProps {
  /** The signed-in parent (null only in the instant a session ends). */
  parent: Parent | null;
  /** Receives the parent after a save or an upload, to update the session everywhere. */
  onParentChange: (parent: Parent) => void;
  /** Sets the card's status line (undefined clears it). */
  onStatus: (status: string | undefined) => void;
  /** Leaves edit mode (after a save, or Cancel). */
  onDone: () => void;
}

/**
 * The parent hub's Edit Profile form (spec §2.10; issue 29, defect 1): name, date of birth,
 * gender and the photo. Save stores the fields, then the chosen photo, and says "Profile
 * updated"; Upload Photo stores the photo at once. Opens with the parent's values and the cursor
 * in Name. Loaded when Edit Profile is first pointed at, focused or pressed (decision 055).
 */
export function ParentProfileForm({
  parent,
  onParentChange,
  onStatus: setStatus,
  onDone: stopEditing,
}: ParentProfileFormProps) {
  const updateProfile = useUpdateParentProfile(onParentChange);
  const uploadPhoto = useUploadParentPhoto(onParentChange);
  const form = useForm({ resolver, defaultValues: valuesOf(parent) });
  /** True from Save until the fields and the photo are stored (or one of them failed). */
  const [saving, setSaving] = useState(false);
  const uploading = uploadPhoto.isPending && !saving;
  const busy = saving || uploadPhoto.isPending;
  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);
  const { t } = useTranslation(profileFormCatalogue);

  function uploadFailed(error: Error) {
    setStatus(t('parentProfile.uploadFailed'));
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
      setStatus(t('parentProfile.updated'));
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
        setStatus(t('parentProfile.updateFailed'));
        if (isApiError(error)) showServerDetails(error.details, form.setError);
      },
    });
  }

  function uploadNow() {
    if (busy) return;
    const photo = form.getValues('photo');
    if (!photo) {
      setStatus(t('parentProfile.noPhoto'));
      return;
    }
    setStatus(undefined);
    uploadPhoto.mutate(photo, {
      onSuccess: () => {
        setStatus(t('parentProfile.photoUploaded'));
        form.setValue('photo', null);
      },
      onError: uploadFailed,
    });
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      aria-label={t('form.label')}
      className="space-y-5 border-t border-ink-900/10 pt-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          label={t('form.name')}
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
        label={t('form.photo')}
        name="photo"
        kind="photo"
        accepts="photo"
        currentSrc={parent?.photoUrl}
        fallback="mascot"
        disabled={busy}
        hint={t('form.photoHint')}
      >
        <Button variant="secondary" onClick={uploadNow} disabled={busy} isLoading={uploading}>
          {uploading ? t('form.uploading') : t('form.upload')}
        </Button>
      </UploadField>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy} isLoading={saving}>
          {saving ? t('form.saving') : t('form.save')}
        </Button>
        <Button variant="ghost" onClick={stopEditing} disabled={saving}>
          {t('form.cancel')}
        </Button>
      </div>
    </Form>
  );
}
