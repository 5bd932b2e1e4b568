import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast/toast';
import {
  KID_MESSAGES,
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
          setStatus({ tone: 'success', text: KID_MESSAGES.updated });
          schedule(() => void navigate(paths.kidsProfile), REDIRECT_DELAY_MS.editKid);
        },
        onError: (error) => {
          setStatus({ tone: 'error', text: `${KID_MESSAGES.updateFailed}${error.message}` });
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
        toast.success(KID_MESSAGES.deleted);
        void navigate(paths.kidsProfile);
      },
      onError: (error) => setDeleteError(error.message),
    });
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow="Kids Profile"
        title="Edit Kid Profile"
        documentTitle={`Edit ${kid.name}`}
        back={{ to: paths.kidsProfile, label: 'Back to Kids Profile' }}
        description={
          <p>
            Changing <span className="font-semibold text-ink-800">{kid.name}</span>&apos;s details.
          </p>
        }
      />
      <Card>
        <Form
          form={form}
          onSubmit={submit}
          onInvalid={(errors) =>
            setStatus({ tone: 'error', text: kidFormSummary(errors), fromChecks: true })
          }
          onChange={() => {
            if (status?.fromChecks) setStatus(undefined);
          }}
          errorText={kidFieldErrorText}
          className="space-y-6"
          aria-label={`Edit ${kid.name}`}
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
              {updateKid.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
            <Link to={paths.kidsProfile} className={buttonClasses('secondary', 'lg')}>
              Cancel
            </Link>
          </div>
        </Form>
      </Card>
      <Card className="border-danger-200">
        <h2 className="text-lg font-bold text-ink-900">Delete this profile</h2>
        <p className="mt-1 text-sm text-ink-700">
          Removes {kid.name}&apos;s profile with its photo, health logs, milestones, certificates
          and events.
        </p>
        <Button
          variant="danger"
          className="mt-4"
          disabled={busy}
          onClick={() => {
            setDeleteError(undefined);
            setConfirmingDelete(true);
          }}
        >
          Delete Kid Profile
        </Button>
      </Card>
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete ${kid.name}?`}
        description={KID_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={deleteKid.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
