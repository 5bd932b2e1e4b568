import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Plus } from 'lucide-react';
import {
  milestoneCreateSchema,
  milestonesCatalogue,
  todayIsoDate,
  type MilestoneCreate,
} from '@nestling/shared';
import { Button, Form, StatusMessage } from '@/components/ui';
import { isApiError, serverMessage } from '@/lib/api-client';
import { schemaResolver, showServerDetails } from '@/lib/forms/schema-resolver';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCreateMilestone } from '../api/create-milestone';
import { MilestoneFields } from './milestone-fields';

interface MilestoneValues {
  title: string;
  date: string;
}

/**
 * Adds a milestone by hand (spec §2.15, issue 10): a title and a date (today by default), both
 * checked with the shared schema. A title the kid already has answers 409 with the spec's
 * `Milestone "{title}" already exists.` (§5), shown under the title.
 */
export function AddMilestoneForm({ kidId }: { kidId: number }) {
  const [resolver] = useState(() =>
    schemaResolver(milestoneCreateSchema, {
      input: (values: MilestoneValues) => ({ kidId, ...values }),
    }),
  );
  const form = useForm({ resolver, defaultValues: { title: '', date: todayIsoDate() } });
  const [status, setStatus] = useState<string>();
  const create = useCreateMilestone();
  const { t, localize } = useTranslation(milestonesCatalogue);

  function submit(milestone: MilestoneCreate) {
    create.mutate(milestone, {
      onSuccess: () => {
        form.resetField('title');
        setStatus(t('milestones.added'));
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          // Spec §5's `Milestone "{title}" already exists.`, in the app's language.
          const message = t('milestones.exists', { title: milestone.title });
          form.setError('title', { type: 'server', message });
        } else if (!isApiError(error) || !showServerDetails(error.details, form.setError)) {
          const message = serverMessage(error);
          const failed = t('milestones.addFailed');
          setStatus(message ? `${failed} (${localize(message)})` : failed);
        }
      },
    });
  }

  return (
    <Form
      form={form}
      onSubmit={(milestone) => {
        setStatus(undefined);
        submit(milestone);
      }}
      onInvalid={() => setStatus(undefined)}
      aria-label={t('form.label')}
      className="space-y-3"
    >
      <MilestoneFields inline />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={create.isPending} disabled={create.isPending}>
          {!create.isPending && <Plus aria-hidden="true" className="size-4" />}
          {create.isPending ? t('form.adding') : t('form.add')}
        </Button>
        {status && <StatusMessage className="flex-1">{status}</StatusMessage>}
      </div>
    </Form>
  );
}
