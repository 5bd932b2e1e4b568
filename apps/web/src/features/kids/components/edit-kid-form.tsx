import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast/toast';
import {
  kidFormsCatalogue,
  kidsCatalogue,
  REDIRECT_DELAY_MS,
  todayIsoDate,
  type Kid,
  type KidFields,
} from '@nestling/shared';
import {
  Button,
  Card,
  ConfirmDialog,
  Form,
  PageHeader,
  StatusMessage,
  buttonClasses,
  type FormStatus,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { kidPhotoSrc } from '@/entities/kids/utils/format-kid';
import { useTimeout } from '@/hooks/use-timeout';
import { isApiError } from '@/lib/api-client';
import { showServerDetails } from '@/lib/forms/schema-resolver';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDeleteKid } from '../api/delete-kid';
import { useUpdateKid } from '../api/update-kid';
import {
  kidFieldErrorText,
  kidFormResolver,
  kidFormSummary,
  kidFormValuesOf,
} from '../utils/kid-form';
import { KidFormFields } from './kid-form-fields';

/** A status line; `fromChecks` marks a summary of the form's own checks (stale once edited). */
type Status = (FormStatus & { fromChecks?: boolean }) | undefined;

/**
 * The edit form (spec §5 Edit-kid form): name, age, dob and address required; gender defaults
 * to Male; interests as comma-separated text; the photo may be any image type (≤ 5 MB); plus
 * skill level, area and "Show in Explore". Success says 'Kid updated successfully!' and returns
 * to /dashboard/kidsprofile after 1.5 s; failure says 'Update failed: ' and the reason. Delete
 * asks first in a dialog.
 */
export function EditKidForm({ kid }: { kid: Kid }) {
  const { t, localize } = useTranslation(kidFormsCatalogue);
  const kidsTexts = useTranslation(kidsCatalogue);
  const navigate = useNavigate();
  const schedule = useTimeout();
  const updateKid = useUpdateKid();
  const deleteKid = useDeleteKid();
  const [today] = useState(() => todayIsoDate());
  const [resolver] = useState(() => kidFormResolver('edit', today));
  const form = useForm({ resolver, defaultValues: kidFormValuesOf(kid) });
  const [status, setStatus] = useState<Status>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const succeeded = status?.tone === 'success';
  const busy = updateKid.isPending || succeeded || deleteKid.isPending;

  function submit(fields: KidFields) {
    if (busy) return;
    setStatus(undefined);
    updateKid.mutate(
      { kidId: kid.id, fields, photo: form.getValues('photo') },
      {
        onSuccess: () => {
          setStatus({ tone: 'success', text: t('kid.updated') });
          schedule(() => void navigate(paths.kidsProfile), REDIRECT_DELAY_MS.editKid);
        },
        onError: (error) => {
          setStatus({
            tone: 'error',
            text: t('form.updateFailed', { reason: localize(error.message) }),
          });
          if (isApiError(error)) {
            showServerDetails(error.details, form.setError, { interests: 'interestsText' });
          }
        },
      },
    );
  }

  function confirmDelete() {
    setDeleteError(undefined);
    deleteKid.mutate(kid.id, {
      onSuccess: () => {
        setConfirmingDelete(false);
        toast.success(kidsTexts.t('kid.deleted'));
        void navigate(paths.kidsProfile);
      },
      onError: (error) => setDeleteError(localize(error.message)),
    });
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={kidsTexts.t('profile.eyebrow')}
        title={t('edit.title')}
        documentTitle={t('edit.documentTitle', { name: kid.name })}
        back={{ to: paths.kidsProfile, label: kidsTexts.t('kid.backToKidsProfile') }}
        description={<p>{t('edit.changing', { name: kid.name })}</p>}
      />
      <Card>
        <Form
          form={form}
          onSubmit={submit}
          onInvalid={(errors) =>
            setStatus({ tone: 'error', text: localize(kidFormSummary(errors)), fromChecks: true })
          }
          onChange={() => {
            if (status?.fromChecks) setStatus(undefined);
          }}
          errorText={kidFieldErrorText}
          className="space-y-6"
          aria-label={t('edit.documentTitle', { name: kid.name })}
        >
          <KidFormFields
            mode="edit"
            currentPhotoUrl={kidPhotoSrc(kid, 'thumb')}
            disabled={busy}
            today={today}
          />
          {status && <StatusMessage tone={status.tone}>{status.text}</StatusMessage>}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              type="submit"
              size="lg"
              disabled={busy}
              isLoading={updateKid.isPending}
              className="sm:flex-1"
            >
              {updateKid.isPending ? t('form.saving') : t('form.saveChanges')}
            </Button>
            <Link to={paths.kidsProfile} className={buttonClasses('secondary', 'lg')}>
              {t('form.cancel')}
            </Link>
          </div>
        </Form>
      </Card>
      <Card className="border-danger-200">
        <h2 className="text-lg font-bold text-ink-900">{t('edit.deleteHeading')}</h2>
        <p className="mt-1 text-sm text-ink-700">{t('edit.deleteText', { name: kid.name })}</p>
        <Button
          variant="danger"
          className="mt-4"
          disabled={busy}
          onClick={() => {
            setDeleteError(undefined);
            setConfirmingDelete(true);
          }}
        >
          {t('edit.deleteButton')}
        </Button>
      </Card>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('edit.deleteTitle', { name: kid.name })}
        description={t('kid.deleteConfirm')}
        confirmLabel={t('edit.delete')}
        pendingLabel={t('edit.deleting')}
        isPending={deleteKid.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
