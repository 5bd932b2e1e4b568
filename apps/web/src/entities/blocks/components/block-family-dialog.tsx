import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { blocksCatalogue, type BlockCreate } from '@nestling/shared';
import { ConfirmDialog } from '@/components/ui';
import { serverMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useBlockFamily } from '../api/block-family';

/**
 * A family to block: the name the screen shows it by (a card's kid, a request's party, a
 * friend), and how POST /api/blocks names it.
 */
export interface BlockTarget {
  name: string;
  request: BlockCreate;
}

export interface BlockFamilyDialogProps {
  /** The family to block; null: the dialog is closed. */
  target: BlockTarget | null;
  /** Closes the dialog (cancelled, or blocked). */
  onClose: () => void;
  /** What else the block makes stale on this screen (see useBlockFamily). */
  alsoInvalidates: readonly QueryKey[];
}

/**
 * "Block this family" (spec §2.18 Block): asks first (`BLOCK_MESSAGES.confirm`), then
 * POST /api/blocks; a success toasts and closes (the blocked family leaves the screen with the
 * refreshed lists), a failure stays open with the reason. The one block confirmation of an
 * Explore card and of the Report dialog's offer — in Explore, the chat and My Requests (issue
 * 27) — loaded on demand (`LazyBlockFamilyDialog`, decision 055).
 */
export function BlockFamilyDialog({ target, onClose, alsoInvalidates }: BlockFamilyDialogProps) {
  const { t, localize } = useTranslation(blocksCatalogue);
  const block = useBlockFamily(alsoInvalidates);
  const [error, setError] = useState<string>();

  function close() {
    setError(undefined);
    onClose();
  }

  function confirm() {
    if (!target) return;
    setError(undefined);
    block.mutate(target.request, {
      onSuccess: close,
      onError: (failure) => {
        const reason = serverMessage(failure);
        setError(
          reason
            ? t('confirm.failedBecause', {
                failed: t('blocks.blockFailed'),
                reason: localize(reason),
              })
            : t('blocks.blockFailed'),
        );
      },
    });
  }

  return (
    <ConfirmDialog
      open={target !== null}
      title={t('blocks.confirmTitle')}
      description={target ? t('blocks.confirm', { firstName: target.name }) : ''}
      confirmLabel={t('blocks.block')}
      pendingLabel={t('blocks.blocking')}
      isPending={block.isPending}
      error={error}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
