import { friendsCatalogue, type FriendRequestStatus } from '@nestling/shared';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

const TONES: Record<FriendRequestStatus, string> = {
  pending: 'bg-accent-50 text-accent-700 ring-accent-200',
  accepted: 'bg-success-50 text-success-700 ring-success-200',
  rejected: 'bg-danger-50 text-danger-700 ring-danger-200',
  cancelled: 'bg-canvas text-ink-700 ring-ink-900/10',
};

/** A request's status as a word in a coloured pill (spec §2.19 "status"; decision 016). */
export function RequestStatusBadge({ status }: { status: FriendRequestStatus }) {
  const { t } = useTranslation(friendsCatalogue);
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset',
        TONES[status],
      )}
    >
      {t(`statusLabels.${status}`)}
    </span>
  );
}
