import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
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
  const preview = useUnreadPreview();
  const { intlLocale } = useLocale();
  const settled = !preview.isPending;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  if (preview.isPending) return loading;
  if (preview.isError) return <p className="text-ink-600">{unavailable}</p>;
  if (preview.data.length === 0) return <p className="text-ink-600">{noNewMessages}</p>;
  return (
    <ul className="divide-y divide-ink-900/10">
      {preview.data.map((item) => (
        <li key={item.id} className="py-2.5">
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
      ))}
    </ul>
  );
}
