import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { chatCatalogue } from '@nestling/shared';
import { Avatar, RefreshButton, Spinner, StatusMessage, TextLink } from '@/components/ui';
import { paths } from '@/config/paths';
import type { ChatFriend } from '@/entities/friends/api/get-friends';
import { useFriends } from '@/entities/friends/api/get-friends';
import { cn } from '@/lib/cn';
import { useDeletedAccountMessages } from '../api/get-deleted-account-messages';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface FriendListProps {
  /** The friend whose conversation is open, or null. */
  selectedId: number | null;
  /** The link of a friend's conversation (`?chatWith=`). */
  linkTo: (friend: ChatFriend) => string;
  /** The link of the read-only conversation with deleted accounts (`?chatWith=deleted`). */
  deletedAccountLink: string;
  /** Whether that conversation is the open one. */
  deletedAccountSelected: boolean;
}

/**
 * The left pane of Messages (spec §2.20): friends sorted by name, each with photo (default
 * avatar on error), name, e-mail and unread badge; Refresh; 'No friends yet.' with a link to
 * Explore; 'Failed to load friends.' (spec §8.2). Below them, "Deleted account" when this parent
 * has messages with parents who deleted their account (issue 14), or when it is open.
 */
export function FriendList({
  selectedId,
  linkTo,
  deletedAccountLink,
  deletedAccountSelected,
}: FriendListProps) {
  const { t } = useTranslation(chatCatalogue);
  const friends = useFriends();
  return (
    <section aria-labelledby="friends-heading" className="flex min-h-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="friends-heading" className="text-lg font-extrabold text-ink-900">
          {t('texts.friendsHeading')}
        </h2>
        <RefreshButton
          variant="ghost"
          size="sm"
          onRefresh={() => void friends.refetch()}
          isFetching={friends.isFetching}
        >
          {t('texts.refresh')}
        </RefreshButton>
      </div>
      {friends.isPending ? (
        <p role="status" className="flex items-center gap-2 text-ink-600">
          <Spinner className="size-4" /> {t('texts.loadingFriends')}
        </p>
      ) : friends.isError ? (
        <StatusMessage tone="error">{t('chat.loadFriendsFailed')}</StatusMessage>
      ) : friends.data.length === 0 ? (
        <div className="space-y-2 rounded-2xl bg-canvas p-4 text-ink-700">
          <p>{t('texts.noFriends')}</p>
          <TextLink to={paths.explore}>{t('texts.findFriends')}</TextLink>
        </div>
      ) : (
        <ul className="-mx-1 space-y-1 overflow-y-auto">
          {friends.data.map((friend) => {
            const selected = friend.id === selectedId;
            return (
              <li key={friend.id}>
                <Link
                  to={linkTo(friend)}
                  aria-current={selected ? 'true' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-2xl px-2 py-2 transition-colors',
                    selected ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-ink-900/5',
                  )}
                >
                  <Avatar src={friend.photoUrl} size="sm" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold wrap-break-word text-ink-900">
                      {friend.name}
                    </span>
                    <span className="block text-sm wrap-anywhere text-ink-600">{friend.email}</span>
                  </span>
                  {friend.unread > 0 && (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-on-fill">
                      <span aria-hidden="true">{friend.unread}</span>
                      <span className="sr-only">{t('texts.unread', { count: friend.unread })}</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <DeletedAccountEntry to={deletedAccountLink} selected={deletedAccountSelected} />
    </section>
  );
}

/**
 * The conversation list's entry of the messages with deleted accounts (issue 14): shown once
 * the newest page has a message, or while that conversation is open (its pane tells loading,
 * empty and failure). Hidden otherwise, a failed load included: most parents never have one.
 */
function DeletedAccountEntry({ to, selected }: { to: string; selected: boolean }) {
  const { t } = useTranslation(chatCatalogue);
  const messages = useDeletedAccountMessages();
  const any = messages.data?.pages.some((page) => page.items.length > 0) ?? false;
  if (!any && !selected) return null;
  return (
    <Link
      to={to}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-2xl border-t border-ink-900/10 px-2 py-2 transition-colors',
        selected ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-ink-900/5',
      )}
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-ink-900/5 text-ink-600">
        <UserX aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1 font-semibold wrap-break-word text-ink-700">
        {t('texts.deletedAccount')}
      </span>
    </Link>
  );
}
