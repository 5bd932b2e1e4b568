import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { profileCatalogue } from '@nestling/shared';
import { Card, Spinner, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CHAT_WITH_DELETED_ACCOUNT } from '../api/get-deleted-account-messages';
import { useUnreadPreview } from '../api/get-unread-preview';
import { formatMessageTime } from '../utils/format-time';

/**
 * The parent hub's messages card (spec §2.10): up to 3 unread previews (sender, content, time)
 * and View All to Messages, or 'No new messages.'. A preview from a deleted account opens the
 * read-only "Deleted account" conversation (issue 14). Live messages refresh it (app/realtime).
 * A load failure is only noted quietly (spec §8.2: "only logged").
 */
export function MessagesCard() {
  const preview = useUnreadPreview();
  const { intlLocale } = useLocale();
  const { t } = useTranslation(profileCatalogue);
  return (
    <Card aria-labelledby="messages-card-heading" role="region">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2
          id="messages-card-heading"
          className="flex items-center gap-2 text-xl font-extrabold text-ink-900"
        >
          <MessageCircle aria-hidden="true" className="size-5 text-brand-600" />
          {t('texts.cardTitle')}
        </h2>
        <Link to={paths.messages} className={buttonClasses('secondary', 'sm')}>
          {t('texts.viewAll')}
        </Link>
      </div>
      {preview.isPending ? (
        <p role="status" className="flex items-center gap-2 text-ink-600">
          <Spinner className="size-4" /> {t('texts.loadingMessages')}
        </p>
      ) : preview.isError ? (
        <p className="text-ink-600">{t('texts.previewUnavailable')}</p>
      ) : preview.data.length === 0 ? (
        <p className="text-ink-600">{t('texts.noNewMessages')}</p>
      ) : (
        <ul className="divide-y divide-ink-900/10">
          {preview.data.map((item) => {
            const body = (
              <>
                <span className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-ink-900">{item.senderName}</span>
                  <time dateTime={item.timestamp} className="shrink-0 text-xs text-ink-600">
                    {formatMessageTime(item.timestamp, undefined, intlLocale)}
                  </time>
                </span>
                <span className="line-clamp-2 text-ink-700">{item.content}</span>
              </>
            );
            return (
              <li key={item.id} className="py-2.5">
                <Link
                  to={`${paths.messages}?chatWith=${item.senderId ?? CHAT_WITH_DELETED_ACCOUNT}`}
                  className="-mx-2 flex flex-col gap-0.5 rounded-xl px-2 py-1 hover:bg-ink-900/5"
                >
                  {body}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
