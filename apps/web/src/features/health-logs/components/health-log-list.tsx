import { useState } from 'react';
import { HEALTH_MESSAGES, type HealthLog } from '@nestling/shared';
import { Button, ConfirmDialog, Dialog, Spinner, StatusMessage } from '@/components/ui';
import { useDeleteHealthLog } from '../api/delete-health-log';
import { formatLogDate } from '../utils/format';
import { HealthLogForm } from './health-log-form';
import { HealthLogItem } from './health-log-item';

export interface HealthLogListProps {
  kidId: number;
  kidName: string;
  /** The loaded entries, newest first. */
  logs: readonly HealthLog[];
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * The log list (issue 5): entries newest first with 'Load more' for older pages, each with Edit
 * (a dialog with the health-log form) and Delete (after a confirmation). The outcome of an edit
 * or a delete is announced above the list.
 */
export function HealthLogList({
  kidId,
  kidName,
  logs,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: HealthLogListProps) {
  const [editing, setEditing] = useState<HealthLog>();
  const [deleting, setDeleting] = useState<HealthLog>();
  const [deleteError, setDeleteError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const removal = useDeleteHealthLog();

  function confirmDelete() {
    if (!deleting) return;
    setDeleteError(undefined);
    removal.mutate(deleting, {
      onSuccess: () => {
        setDeleting(undefined);
        setStatus(HEALTH_MESSAGES.logDeleted);
      },
      onError: (error) => setDeleteError(`❌ Could not delete the entry: ${error.message}`),
    });
  }

  function closeDelete() {
    if (removal.isPending) return;
    setDeleting(undefined);
    setDeleteError(undefined);
  }

  return (
    <div className="space-y-4">
      {status && <StatusMessage>{status}</StatusMessage>}
      {logs.length === 0 ? (
        <p className="rounded-2xl bg-canvas px-4 py-6 text-center text-ink-700 ring-1 ring-ink-900/5">
          No health logs yet. Add the first one with the form above.
        </p>
      ) : (
        <ul className="space-y-3">
          {logs.map((log) => (
            <li key={log.id}>
              <HealthLogItem
                log={log}
                onEdit={(item) => {
                  setStatus(undefined);
                  setEditing(item);
                }}
                onDelete={(item) => {
                  setStatus(undefined);
                  setDeleting(item);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={onLoadMore} disabled={isLoadingMore}>
            {isLoadingMore && <Spinner className="size-4" />}
            {isLoadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}

      <Dialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? `Edit health log of ${formatLogDate(editing.date)}` : 'Edit health log'}
      >
        {editing && (
          <HealthLogForm
            key={editing.id}
            kidId={kidId}
            kidName={kidName}
            log={editing}
            onCancel={() => setEditing(undefined)}
            onSaved={() => {
              setEditing(undefined);
              setStatus(HEALTH_MESSAGES.logUpdated);
            }}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete this entry?"
        description={
          <>
            <p>{HEALTH_MESSAGES.deleteConfirm}</p>
            {deleting && (
              <p className="mt-2 text-sm font-semibold text-ink-800">
                {deleting.source === 'self-assessment' ? 'Self-assessment' : 'Health log'} of{' '}
                {formatLogDate(deleting.date, 'long')}
              </p>
            )}
          </>
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={removal.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
      />
    </div>
  );
}
