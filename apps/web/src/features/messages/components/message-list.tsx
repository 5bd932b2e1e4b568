import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { CHAT_LOAD_OLDER_THRESHOLD_PX, conversationCatalogue } from '@nestling/shared';
import { Spinner } from '@/components/ui';
import { useTranslation } from '@/lib/i18n/use-translation';

/** What the list needs of a conversation's infinite query (keyset pages, newest first). */
export interface MessagePages {
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface MessageListProps {
  pages: MessagePages;
  /** The list's accessible name. */
  label: string;
  /** Shown instead of the list (e.g. the empty text); null: the list. */
  emptyText: string | null;
  /** The oldest message shown: when it changes after "load older", the view stays in place. */
  firstId: number | undefined;
  /** Changes when a message is added at the end: the view goes to the bottom. */
  endKey: string;
  /** The message bubbles. */
  children: ReactNode;
}

/**
 * The scrolling message list of a chat pane (spec §2.20, §9): 'Loading messages...' first,
 * older pages loaded within CHAT_LOAD_OLDER_THRESHOLD_PX (60 px) of the top or by the
 * 'Scroll up for older messages' button with 'Loading older…' meanwhile, at the bottom on open
 * and when a message arrives at the end, where it was when an older page arrives at the top.
 */
export function MessageList({
  pages,
  label,
  emptyText,
  firstId,
  endKey,
  children,
}: MessageListProps) {
  const { t } = useTranslation(conversationCatalogue);
  const listRef = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const previousFirst = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (heightBeforeOlder.current !== null && firstId !== previousFirst.current) {
      list.scrollTop = list.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    }
    previousFirst.current = firstId;
  }, [firstId]);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [endKey]);

  const loadOlder = () => {
    const list = listRef.current;
    if (!pages.hasNextPage || pages.isFetchingNextPage) return;
    heightBeforeOlder.current = list ? list.scrollHeight - list.scrollTop : null;
    // An older-page failure is only logged (spec §8.2): the hint stays for another try.
    void pages.fetchNextPage();
  };

  return (
    <div
      ref={listRef}
      onScroll={(event) => {
        if (event.currentTarget.scrollTop <= CHAT_LOAD_OLDER_THRESHOLD_PX) loadOlder();
      }}
      className="min-h-64 flex-1 overflow-y-auto rounded-2xl border border-ink-900/10 bg-surface p-3"
    >
      {pages.isPending ? (
        <p role="status" className="flex items-center gap-2 text-ink-600">
          <Spinner className="size-4" /> {t('texts.loadingMessages')}
        </p>
      ) : (
        <>
          {pages.hasNextPage && (
            <p className="mb-2 text-center text-sm text-ink-600">
              {pages.isFetchingNextPage ? (
                <span role="status">{t('texts.loadingOlder')}</span>
              ) : (
                <button type="button" onClick={loadOlder} className="underline underline-offset-4">
                  {t('texts.scrollForOlder')}
                </button>
              )}
            </p>
          )}
          {emptyText !== null ? (
            <p className="py-8 text-center text-ink-600">{emptyText}</p>
          ) : (
            <ol aria-label={label} className="space-y-2">
              {children}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
