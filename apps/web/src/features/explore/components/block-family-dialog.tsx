import { useState } from 'react';
import { BLOCK_MESSAGES, EXPLORE_MESSAGES, type PublicKid } from '@nestling/shared';
import { ConfirmDialog } from '@/components/ui';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast/toast';
import { useBlockKid } from '../api/block-kid';

export interface BlockFamilyDialogProps {
  /** The card whose family is to be blocked; null: the dialog is closed. */
  target: PublicKid | null;
  /** Closes the dialog (cancelled, or blocked). */
  onClose: () => void;
}

/**
 * "Block this family" (spec §2.18 Block): asks first, then POST /api/blocks; a success toasts
 * and closes (the card disappears with the refreshed pages), a failure stays open with the
 * reason. Explore loads it on demand (decision 055).
 */
export function BlockFamilyDialog({ target, onClose }: BlockFamilyDialogProps) {
  const block = useBlockKid();
  const [error, setError] = useState<string>();

  function close() {
    setError(undefined);
    onClose();
  }

  function confirm() {
    if (!target) return;
    setError(undefined);
    block.mutate(target.id, {
      onSuccess: () => {
        toast.success(BLOCK_MESSAGES.blocked);
        close();
      },
      onError: (failure) =>
        setError(
          `${BLOCK_MESSAGES.blockFailed}${serverMessage(failure) ? ` (${serverMessage(failure)})` : ''}`,
        ),
    });
  }

  return (
    <ConfirmDialog
      open={target !== null}
      title="Block this family"
      description={target ? BLOCK_MESSAGES.confirm(target.firstName) : ''}
      confirmLabel={EXPLORE_MESSAGES.block}
      pendingLabel="Blocking..."
      isPending={block.isPending}
      error={error}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
