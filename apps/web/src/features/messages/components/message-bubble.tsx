import { Check, Flag, Trash2 } from 'lucide-react';
import { conversationCatalogue, type Message } from '@nestling/shared';
import { cn } from '@/lib/cn';
import { formatMessageTime } from '../utils/format-time';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface MessageBubbleProps {
  text: string;
  timestamp: string;
  /** This parent's own message: on the right, with its Read tick or Sent dot and delete. */
  own: boolean;
  /** For an own message: 'read', 'sent', 'sending' (a local entry) or 'failed'. */
  state?: 'read' | 'sent' | 'sending' | 'failed';
  /** Delete (own stored messages) or discard (a failed local entry). */
  onDelete?: () => void;
  /** Send a failed local entry again. */
  onRetry?: () => void;
  /** Report the friend's message to the moderators (issue 27); omitted: no button. */
  onReport?: () => void;
}

/**
 * One message of the chat (spec §2.20): the friend's on the left, this parent's on the right
 * with a Read tick or a Sent dot and a delete button.
 */
export function MessageBubble({
  text,
  timestamp,
  own,
  state,
  onDelete,
  onRetry,
  onReport,
}: MessageBubbleProps) {
  const { t } = useTranslation(conversationCatalogue);
  const { locale } = useLocale();
  return (
    <li className={cn('group flex items-end gap-1', own ? 'justify-end' : 'justify-start')}>
      {own && onDelete && (
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('texts.deleteLabel')}
          className="flex size-9 shrink-0 items-center justify-center rounded-xl text-ink-600 hover:bg-danger-50 hover:text-danger-700"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      )}
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3.5 py-2 shadow-sm',
          own ? 'rounded-br-md bg-brand-700 text-on-fill' : 'rounded-bl-md bg-canvas text-ink-900',
          state === 'failed' && 'bg-danger-700',
          state === 'sending' && 'opacity-80',
        )}
      >
        <p className="break-words whitespace-pre-wrap">{text}</p>
        <p
          className={cn(
            'mt-1 flex items-center justify-end gap-1.5 text-xs',
            own ? 'text-on-fill/90' : 'text-ink-600',
          )}
        >
          <time dateTime={timestamp}>{formatMessageTime(timestamp, undefined, locale)}</time>
          {own && state === 'read' && (
            <span className="flex items-center gap-0.5">
              <Check aria-hidden="true" className="size-3.5" />
              {t('texts.read')}
            </span>
          )}
          {own && state === 'sent' && (
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-on-fill/90" />
              {t('texts.sent')}
            </span>
          )}
          {own && state === 'sending' && <span>{t('texts.sending')}</span>}
        </p>
        {own && state === 'failed' && onRetry && (
          <p className="mt-1 text-right text-xs">
            {t('chat.sendFailed')}{' '}
            <button type="button" onClick={onRetry} className="font-bold underline">
              {t('texts.retry')}
            </button>
          </p>
        )}
      </div>
      {!own && onReport && (
        <button
          type="button"
          onClick={onReport}
          aria-label={t('texts.reportMessage')}
          title={t('texts.reportMessage')}
          className="flex size-9 shrink-0 items-center justify-center rounded-xl text-ink-600 hover:bg-danger-50 hover:text-danger-700"
        >
          <Flag aria-hidden="true" className="size-4" />
        </button>
      )}
    </li>
  );
}

/**
 * A stored message's bubble: the session parent's own shows whether it was read, and offers
 * Delete when `onDelete` is given; another's offers Report when `onReport` is given; a message
 * of a deleted account (no sender) is never own.
 * @param parentId the session parent's id
 */
export function StoredMessageBubble({
  message,
  parentId,
  onDelete,
  onReport,
}: {
  message: Message;
  parentId: number | undefined;
  onDelete?: (message: Message) => void;
  /** Report a friend's message (issue 27); omitted: no button. */
  onReport?: (message: Message) => void;
}) {
  const own = message.senderId !== null && message.senderId === parentId;
  return (
    <MessageBubble
      text={message.content}
      timestamp={message.timestamp}
      own={own}
      state={own ? (message.read ? 'read' : 'sent') : undefined}
      onDelete={own && onDelete ? () => onDelete(message) : undefined}
      onReport={!own && onReport ? () => onReport(message) : undefined}
    />
  );
}
