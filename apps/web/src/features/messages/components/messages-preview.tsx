import { useEffect, type ReactNode } from 'react';
import type { UnreadPreviewItem } from '@nestling/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDeferredAnswer } from '@/hooks/use-deferred-answer';
import { useLocale } from '@/lib/i18n/locale-context';
import { CHAT_WITH_DELETED_ACCOUNT } from '../api/get-deleted-account-messages';
import { useUnreadPreview } from '../api/get-unread-preview';
import { formatMessageTime } from '../utils/format-time';

export interface MessagesPreviewProps {
  /** Drawn while the previews load (the card's loading line). */
  loading: ReactNode;
  /** 'No new messages.', in the reader's language. */
  noNewMessages: string;
  /** What a failed load says, in the reader's language. */
  unavailable: string;
  /** Called once the previews have answered or failed: what they take up is then known. */
  onSettled?: () => void;
}

/**
 * The messages card's body (spec §2.10): up to 3 unread previews (sender, content, time), each
 * opening its conversation — a preview from a deleted account the read-only "Deleted account"
 * conversation (issue 14) — or 'No new messages.'. It asks for GET /api/messages/unread-preview
 * as it mounts; while that loads it says so, and a failure is only noted quietly (spec §8.2:
 * "only logged"). Its own module: the hub draws it after its first screen (`MessagesCard`), whose
 * texts it is given — the profile area's catalogue stays in the hub's file.
 */
export function MessagesPreview({
  loading,
  noNewMessages,
  unavailable,
  onSettled,
}: MessagesPreviewProps) {
  // The answer is drawn in a deferred render (issue 29): the three previews, their links and the
  // first time format were one task of 70–100 ms at 4× CPU (`bench:cpu`) in the answer's own
  // render. The loading line stays until the deferred render commits, and the card counts as
  // settled only then (the hub draws what follows it once its height is known).
  const previews = useDeferredAnswer(useUnreadPreview());
  const settled = previews !== undefined;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  if (previews === undefined) return loading;
  if (previews === null) return <p className="text-ink-600">{unavailable}</p>;
  if (previews.length === 0) return <p className="text-ink-600">{noNewMessages}</p>;
  return (
    <ul className="divide-y divide-ink-900/10">
      {previews.map((item) => (
        <PreviewItem key={item.id} item={item} />
      ))}
    </ul>
  );
}

/** One unread preview: who sent it, when, and its first lines, opening the conversation. */
function PreviewItem({ item }: { item: UnreadPreviewItem }) {
  const { intlLocale } = useLocale();
  return (
    <li className="py-2.5">
      <Link
        to={`${paths.messages}?chatWith=${item.senderId ?? CHAT_WITH_DELETED_ACCOUNT}`}
        className="-mx-2 flex flex-col gap-0.5 rounded-xl px-2 py-1 hover:bg-ink-900/5"
      >
        <span className="flex items-baseline justify-between gap-3">
          <span className="font-semibold text-ink-900">{item.senderName}</span>
          <time dateTime={item.timestamp} className="shrink-0 text-xs text-ink-600">
            {formatMessageTime(item.timestamp, undefined, intlLocale)}
          </time>
        </span>
        <span className="line-clamp-2 text-ink-700">{item.content}</span>
      </Link>
    </li>
  );
}
