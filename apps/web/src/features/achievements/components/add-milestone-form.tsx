import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import {
  MILESTONE_DATE_MAX,
  MILESTONE_DATE_MIN,
  MILESTONE_MESSAGES,
  milestoneCreateSchema,
  todayIsoDate,
} from '@nestling/shared';
import { Button, DateField, StatusMessage, TextField } from '@/components/ui';
import { isApiError, serverMessage } from '@/lib/api-client';
import { fieldErrorsFromDetails, fieldErrorsFromZod, type FieldErrors } from '@/lib/form-errors';
import { useCreateMilestone } from '../api/create-milestone';

type Field = 'title' | 'date';

/**
 * Adds a milestone by hand (spec §2.15, issue 10): a title and a date (today by default), both
 * checked with the shared schema. A title the kid already has answers 409 with the spec's
 * `Milestone "{title}" already exists.` (§5), shown under the title.
 */
export function AddMilestoneForm({ kidId }: { kidId: number }) {
  const [title, setTitle] = useState('');
  const [date, setDate] = useState(() => todayIsoDate());
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<string>();
  const create = useCreateMilestone();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(undefined);
    const parsed = milestoneCreateSchema.safeParse({ kidId, title, date });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod<Field>(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setTitle('');
        setStatus(MILESTONE_MESSAGES.added);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          setErrors({ title: error.message });
        } else if (isApiError(error) && error.details.length > 0) {
          setErrors(fieldErrorsFromDetails<Field>(error.details));
        } else {
          const message = serverMessage(error);
          setStatus(
            message ? `${MILESTONE_MESSAGES.addFailed} (${message})` : MILESTONE_MESSAGES.addFailed,
          );
        }
      },
    });
  }

  return (
    <form aria-label="Add a milestone" noValidate onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <TextField
          label="Milestone"
          name="title"
          value={title}
          placeholder="e.g. Rode a bike without training wheels"
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
        />
        <DateField
          label="Date"
          name="date"
          value={date}
          onChange={setDate}
          min={MILESTONE_DATE_MIN}
          max={MILESTONE_DATE_MAX}
          error={errors.date}
          hint="YYYY-MM-DD"
          className="space-y-1.5 sm:w-52"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={create.isPending} disabled={create.isPending}>
          {!create.isPending && <Plus aria-hidden="true" className="size-4" />}
          {create.isPending ? 'Adding...' : 'Add Milestone'}
        </Button>
        {status && <StatusMessage className="flex-1">{status}</StatusMessage>}
      </div>
    </form>
  );
}
