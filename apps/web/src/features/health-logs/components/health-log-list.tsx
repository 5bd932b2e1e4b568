import { Suspense, useState } from 'react';
import type { HealthLog } from '@nestling/shared';
import { Button, ConfirmDialog, Dialog, Spinner, StatusMessage } from '@/components/ui';
import { useDeleteHealthLog } from '../api/delete-health-log';
import { useHealthTexts } from '../hooks/use-health-texts';
import { LazyHealthLogForm } from './lazy-health-forms';
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
  const { t, localize, logDate } = useHealthTexts();
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
        setStatus(t('health.logDeleted'));
      },
      onError: (error) =>
        setDeleteError(t('list.deleteFailed', { reason: localize(error.message) })),
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
          {t('list.empty')}
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
            {isLoadingMore ? t('list.loading') : t('list.loadMore')}
          </Button>
        </div>
      )}

      <Dialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('list.editLogOf', { date: logDate(editing.date) }) : t('list.editLog')}
      >
        {editing && (
          <Suspense fallback={<Spinner className="size-5 text-brand-600" />}>
            <LazyHealthLogForm.Component
              key={editing.id}
              kidId={kidId}
              kidName={kidName}
              log={editing}
              onCancel={() => setEditing(undefined)}
              onSaved={() => {
                setEditing(undefined);
                setStatus(t('health.logUpdated'));
              }}
            />
          </Suspense>
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== undefined}
        title={t('list.deleteTitle')}
        description={
          <>
            <p>{t('health.deleteConfirm')}</p>
            {deleting && (
              <p className="mt-2 text-sm font-semibold text-ink-800">
                {t(deleting.source === 'self-assessment' ? 'item.assessmentOf' : 'item.logOf', {
                  date: logDate(deleting.date, 'long'),
                })}
              </p>
            )}
          </>
        }
        confirmLabel={t('item.delete')}
        pendingLabel={t('list.deleting')}
        isPending={removal.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
      />
    </div>
  );
}
