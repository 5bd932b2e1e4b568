import { Suspense } from 'react';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { profileCatalogue } from '@nestling/shared';
import { Card, Spinner, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { lazyPart } from '@/lib/lazy-part';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * The previews (their query, the message times, the deleted account's link): their code and
 * their request come once the card says to show them (decision 055's parts).
 */
const MessagesPreview = lazyPart(() =>
  import('./messages-preview').then((module) => module.MessagesPreview),
);

/**
 * The parent hub's messages card (spec §2.10): its heading and View All to Messages, then up
 * to 3 unread previews or 'No new messages.' (`MessagesPreview`). Live messages refresh it
 * (app/realtime). Until `showPreview` is true the card is drawn with its loading line and asks
 * for nothing: the hub shows its profile first and the previews once that has been presented
 * (issue 29: a request started before the LCP's paint counts against it on a phone).
 * @param showPreview whether to load and draw the previews (default true)
 * @param onPreviewSettled called once the previews have answered or failed (the card's height
 *   is then known: the hub draws what follows it only then, so nothing is pushed down)
 */
export function MessagesCard({
  showPreview = true,
  onPreviewSettled,
}: {
  showPreview?: boolean;
  onPreviewSettled?: () => void;
}) {
  const { t } = useTranslation(profileCatalogue);
  const loading = (
    <p role="status" className="flex items-center gap-2 text-ink-600">
      <Spinner className="size-4" /> {t('texts.loadingMessages')}
    </p>
  );
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
      {showPreview ? (
        <Suspense fallback={loading}>
          <MessagesPreview.Component
            loading={loading}
            noNewMessages={t('texts.noNewMessages')}
            unavailable={t('texts.previewUnavailable')}
            onSettled={onPreviewSettled}
          />
        </Suspense>
      ) : (
        loading
      )}
    </Card>
  );
}
