import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { CHAT_TEXTS } from '@nestling/shared';
import { Avatar, Button, Spinner, StatusMessage, TextLink } from '@/components/ui';
import { paths } from '@/config/paths';
import type { ChatFriend } from '@/entities/friends/api/get-friends';
import { useFriends } from '@/entities/friends/api/get-friends';
import { cn } from '@/lib/cn';

export interface FriendListProps {
  /** The friend whose conversation is open, or null. */
  selectedId: number | null;
  /** The link of a friend's conversation (`?chatWith=`). */
  linkTo: (friend: ChatFriend) => string;
}

/**
 * The left pane of Messages (spec §2.20): friends sorted by name, each with photo (default
 * avatar on error), name, e-mail and unread badge; Refresh; 'No friends yet.' with a link to
 * Explore; 'Failed to load friends.' (spec §8.2).
 */
export function FriendList({ selectedId, linkTo }: FriendListProps) {
  const friends = useFriends();
  return (
    <section aria-labelledby="friends-heading" className="flex min-h-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="friends-heading" className="text-lg font-extrabold text-ink-900">
          {CHAT_TEXTS.friendsHeading}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void friends.refetch()}
          disabled={friends.isFetching}
        >
          <RefreshCw
            aria-hidden="true"
            className={cn('size-4', friends.isFetching && 'animate-spin')}
          />
          {CHAT_TEXTS.refresh}
        </Button>
      </div>
      {friends.isPending ? (
        <p role="status" className="flex items-center gap-2 text-ink-600">
          <Spinner className="size-4" /> {CHAT_TEXTS.loadingFriends}
        </p>
      ) : friends.isError ? (
        <StatusMessage tone="error">{CHAT_TEXTS.loadFriendsFailed}</StatusMessage>
      ) : friends.data.length === 0 ? (
        <div className="space-y-2 rounded-2xl bg-canvas p-4 text-ink-700">
          <p>{CHAT_TEXTS.noFriends}</p>
          <TextLink to={paths.explore}>{CHAT_TEXTS.findFriends}</TextLink>
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
                    <span className="block truncate font-semibold text-ink-900">{friend.name}</span>
                    <span className="block truncate text-sm text-ink-600">{friend.email}</span>
                  </span>
                  {friend.unread > 0 && (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-on-fill">
                      <span aria-hidden="true">{friend.unread}</span>
                      <span className="sr-only">{CHAT_TEXTS.unread(friend.unread)}</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
