import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CircleCheck, Pencil, Trash2 } from 'lucide-react';
import {
  milestoneUpdateSchema,
  milestonesCatalogue,
  type Milestone,
  type MilestoneUpdate,
} from '@nestling/shared';
import { useCan } from '@/entities/parent/api/use-can';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button, Form, StatusMessage } from '@/components/ui';
import { formatDateOnly } from '@/entities/kids/utils/format-kid';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { useUpdateMilestone } from '../api/update-milestone';
import { MilestoneFields } from './milestone-fields';
import { AddedBy } from '@/entities/parent/components/added-by';

export interface MilestoneItemProps {
  milestone: Milestone;
  onDelete: (milestone: Milestone) => void;
  /** Called when the parent has marked it complete (the screen then throws confetti). */
  onCompleted?: () => void;
}

const resolver = schemaResolver(milestoneUpdateSchema);

/** A small ghost button of a milestone's row (Edit, Delete): its icon, and its word from `sm`. */
function RowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The edit form of one milestone: its title and date, Save and Cancel. */
function EditMilestone({ milestone, onDone }: { milestone: Milestone; onDone: () => void }) {
  const form = useForm({
    resolver,
    defaultValues: { title: milestone.title, date: milestone.date },
  });
  const update = useUpdateMilestone();
  const { t } = useTranslation(milestonesCatalogue);

  function submit(changes: MilestoneUpdate) {
    update.mutate(
      { id: milestone.id, changes },
      {
        onSuccess: onDone,
        onError: (error) =>
          form.setError('title', {
            type: 'server',
            message:
              isApiError(error) && error.status === 409
                ? t('milestones.exists', { title: changes.title ?? milestone.title })
                : t('milestones.updateFailed'),
          }),
      },
    );
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('item.editTitle', { title: milestone.title })}
      className="space-y-3"
    >
      <MilestoneFields />
      <div className="flex gap-2">
        <Button type="submit" size="sm" isLoading={update.isPending} disabled={update.isPending}>
          {update.isPending ? t('item.saving') : t('item.save')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * One milestone of the list (spec §3 Milestone; §2.15 toggle complete, delete): a checkbox that
 * marks it complete or incomplete, its title and date, Edit and Delete.
 */
export function MilestoneItem({ milestone, onDelete, onCompleted }: MilestoneItemProps) {
  const [editing, setEditing] = useState(false);
  const toggle = useUpdateMilestone();
  // A caregiver ticks, edits and deletes only the milestones they wrote (issue 24).
  const mayChange = useCan().changeRecord(milestone.createdBy);
  const { t } = useTranslation(milestonesCatalogue);
  const { intlLocale } = useLocale();
  const date = formatDateOnly(milestone.date, intlLocale);
  // While the change is on its way the box shows what the parent chose — kept in state set in
  // the click's own event, so the controlled box never shows the old value in between (the
  // mutation's `variables` arrive a render later) — until the list has the saved milestone; a
  // failure puts it back and says so.
  const [chosen, setChosen] = useState<boolean | undefined>();
  const completed = chosen ?? milestone.completed;

  if (editing) {
    return (
      <li className="rounded-2xl bg-canvas p-4 ring-1 ring-ink-900/10">
        <EditMilestone milestone={milestone} onDone={() => setEditing(false)} />
      </li>
    );
  }

  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-2xl p-3 ring-1 sm:flex-nowrap sm:p-4',
        completed ? 'bg-success-50 ring-success-200' : 'bg-surface ring-ink-900/10',
      )}
    >
      {mayChange && (
        <input
          type="checkbox"
          checked={completed}
          disabled={toggle.isPending}
          aria-label={t('item.completedLabel', { title: milestone.title })}
          onChange={(event) => {
            setChosen(event.target.checked);
            toggle.mutate(
              { id: milestone.id, changes: { completed: event.target.checked } },
              {
                onSuccess: (saved) => (saved.completed ? onCompleted?.() : undefined),
                onSettled: () => setChosen(undefined),
              },
            );
          }}
          className="size-6 shrink-0 accent-brand-600"
        />
      )}
      <div className="min-w-0 flex-1">
        <p
          className={cn(
            'font-bold break-words text-ink-900',
            completed && 'line-through decoration-success-700/60',
          )}
        >
          {milestone.title}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-ink-600">
          <time dateTime={milestone.date}>{date}</time>
          {completed && (
            <span className="inline-flex items-center gap-1 font-semibold text-success-700">
              <CircleCheck aria-hidden="true" className="size-4" /> {t('item.completed')}
            </span>
          )}
        </p>
        <AddedBy createdBy={milestone.createdBy} />
        {toggle.isError && (
          <StatusMessage className="mt-2">{t('milestones.updateFailed')}</StatusMessage>
        )}
      </div>
      {mayChange && (
        <div className="flex shrink-0 gap-1">
          <RowButton
            label={t('item.editTitle', { title: milestone.title })}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('item.edit')}</span>
          </RowButton>
          <RowButton
            label={t('item.deleteTitle', { title: milestone.title })}
            onClick={() => onDelete(milestone)}
          >
            <Trash2 aria-hidden="true" className="size-4 text-danger-700" />
            <span className="hidden text-danger-700 sm:inline">{t('item.delete')}</span>
          </RowButton>
        </div>
      )}
    </li>
  );
}
