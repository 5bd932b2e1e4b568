import { ShieldBan } from 'lucide-react';
import { toast } from '@/lib/toast/toast';
import { BLOCK_MESSAGES, type Block } from '@nestling/shared';
import { Button, QueryStatus, SectionCard } from '@/components/ui';
import { formatDateTime } from '@/lib/dates';
import { useBlocks } from '../api/get-blocks';
import { useUnblockFamily } from '../api/unblock-family';

/**
 * "Blocked families" on the parent hub (product.md: blocks are stored on the server, can be
 * listed and undone; decision 016): each blocked family by its kid's first name and the date,
 * with Unblock; the empty text; loading and error states.
 */
export function BlockedFamiliesCard() {
  const blocks = useBlocks();
  const unblock = useUnblockFamily();

  function unblockFamily(block: Block) {
    unblock.mutate(block.id, {
      onSuccess: () => toast.success(BLOCK_MESSAGES.unblocked),
      onError: () => toast.error(BLOCK_MESSAGES.unblockFailed),
    });
  }

  return (
    <SectionCard
      title={BLOCK_MESSAGES.listTitle}
      icon={<ShieldBan aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <p className="text-sm text-ink-700">
        A blocked family cannot see your kids in Explore or send you requests, and you do not see
        theirs. They are not told.
      </p>
      <QueryStatus
        query={blocks}
        loading="Loading blocked families..."
        failed="❌ Could not load blocked families."
      />
      {blocks.isSuccess && blocks.data.length === 0 && (
        <p className="text-ink-700">{BLOCK_MESSAGES.empty}</p>
      )}
      {blocks.isSuccess && blocks.data.length > 0 && (
        <ul className="divide-y divide-ink-900/5">
          {blocks.data.map((block) => {
            const firstName = block.kid?.firstName ?? block.guardianFirstName;
            const name = firstName
              ? BLOCK_MESSAGES.familyOf(firstName)
              : BLOCK_MESSAGES.unknownFamily;
            return (
              <li key={block.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold text-ink-900">{name}</p>
                  <p className="text-sm text-ink-600">
                    Blocked on {formatDateTime(block.createdAt)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${BLOCK_MESSAGES.unblock} ${name}`}
                  disabled={unblock.isPending && unblock.variables === block.id}
                  onClick={() => unblockFamily(block)}
                >
                  {BLOCK_MESSAGES.unblock}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
