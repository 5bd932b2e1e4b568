import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { StatusMessage } from './status-message';
import { commonCatalogue } from '@nestling/shared';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. 'Delete this kid profile …? This cannot be undone.' */
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while `isPending`, e.g. 'Deleting...'. */
  pendingLabel?: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  isPending?: boolean;
  /** A failure to show inside the dialog (the dialog stays open). */
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (native `<dialog>` opened with showModal, so the page behind is inert
 * and Escape cancels). role="alertdialog", labelled by its title and described by its text.
 * Focus starts on Cancel, the safe choice, and returns to the opener when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  confirmVariant = 'danger',
  isPending = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      openerRef.current?.focus();
      openerRef.current = null;
    }
  }, [open]);
  const { t } = useTranslation(commonCatalogue);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Escape: close through the parent's state, never behind its back.
        event.preventDefault();
        if (!isPending) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl border border-ink-900/10 bg-surface p-6 text-ink-900 shadow-xl backdrop:bg-scrim/50 sm:p-7"
    >
      {open && (
        <div className="space-y-4">
          <h2 id={titleId} className="text-xl font-extrabold tracking-tight">
            {title}
          </h2>
          <div id={descriptionId} className="text-ink-700">
            {description}
          </div>
          {error && <StatusMessage tone="error">{error}</StatusMessage>}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isPending}>
              {cancelLabel ?? t('action.cancel')}
            </Button>
            <Button
              variant={confirmVariant}
              onClick={onConfirm}
              disabled={isPending}
              isLoading={isPending}
            >
              {isPending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
