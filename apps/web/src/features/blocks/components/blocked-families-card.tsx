import { ShieldBan } from 'lucide-react';
import { toast } from '@/lib/toast/toast';
import { blocksCatalogue, type Block } from '@nestling/shared';
import { Button, QueryStatus, SectionCard } from '@/components/ui';
import { formatDateTime } from '@/lib/dates';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useBlocks } from '../api/get-blocks';
import { useUnblockFamily } from '../api/unblock-family';

/**
 * "Blocked families" on the parent hub (product.md: blocks are stored on the server, can be
 * listed and undone; decision 016): each blocked family by its kid's first name and the date,
 * with Unblock; the empty text; loading and error states.
 */
export function BlockedFamiliesCard() {
  const { t } = useTranslation(blocksCatalogue);
  const { locale } = useLocale();
  const blocks = useBlocks();
  const unblock = useUnblockFamily();

  function unblockFamily(block: Block) {
    unblock.mutate(block.id, {
      onSuccess: () => toast.success(t('blocks.unblocked')),
      onError: () => toast.error(t('blocks.unblockFailed')),
    });
  }

  return (
    <SectionCard
      title={t('blocks.listTitle')}
      icon={<ShieldBan aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <p className="text-sm text-ink-700">{t('card.note')}</p>
      <QueryStatus query={blocks} loading={t('card.loading')} failed={t('card.loadFailed')} />
      {blocks.isSuccess && blocks.data.length === 0 && (
        <p className="text-ink-700">{t('blocks.empty')}</p>
      )}
      {blocks.isSuccess && blocks.data.length > 0 && (
        <ul className="divide-y divide-ink-900/5">
          {blocks.data.map((block) => {
            const firstName = block.kid?.firstName ?? block.guardianFirstName;
            const name = firstName
              ? t('blocks.familyOf', { firstName })
              : t('blocks.unknownFamily');
            return (
              <li key={block.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold text-ink-900">{name}</p>
                  <p className="text-sm text-ink-600">
                    {t('card.blockedOn', { date: formatDateTime(block.createdAt, locale) })}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('card.unblockName', { name })}
                  disabled={unblock.isPending && unblock.variables === block.id}
                  onClick={() => unblockFamily(block)}
                >
                  {t('blocks.unblock')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
