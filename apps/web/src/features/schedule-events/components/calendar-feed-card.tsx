import { Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { settingsCatalogue } from '@nestling/shared';
import { Button, ConfirmDialog, QueryStatus, StatusMessage, SectionCard } from '@/components/ui';
import { inputClasses } from '@/components/ui/field-styles';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useTranslation } from '@/lib/i18n/use-translation';
import { calendarStatusTone } from '../utils/status';

type PendingAction = 'regenerate' | 'turn-off';

/**
 * The calendar-feed card (issue 4): turn on a private iCal (RFC 5545) feed of the parent's
 * events, copy its URL, regenerate it, or turn it off, each destructive step confirmed first.
 * The server keeps only a hash of the URL's token, so the URL is shown once, right after it is
 * made, and lives only in this component's memory. In the parent's language: the settings area's
 * `calendarFeed.*` (issue 28), loaded with the screen.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const createFeed = useCreateCalendarFeed();
  const deleteFeed = useDeleteCalendarFeed();
  const [url, setUrl] = useState<string>();
  const [message, setMessage] = useState<string>();
  const [pending, setPending] = useState<PendingAction>();
  const inputRef = useRef<HTMLInputElement>(null);
  const urlId = useId();
  const noteId = useId();

  useEffect(() => {
    if (url) inputRef.current?.select();
  }, [url]);
  const { t } = useTranslation(settingsCatalogue);

  function turnOn(regenerating: boolean) {
    setMessage(undefined);
    createFeed.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        setMessage(regenerating ? t('calendarFeed.regenerated') : t('calendarFeed.turnedOn'));
      },
      onError: () =>
        setMessage(
          regenerating ? t('calendarFeed.regenerateFailed') : t('calendarFeed.turnOnFailed'),
        ),
      onSettled: () => setPending(undefined),
    });
  }

  function turnOff() {
    setMessage(undefined);
    deleteFeed.mutate(undefined, {
      onSuccess: () => {
        setUrl(undefined);
        setMessage(t('calendarFeed.turnedOff'));
      },
      onError: () => setMessage(t('calendarFeed.turnOffFailed')),
      onSettled: () => setPending(undefined),
    });
  }

  async function copyUrl() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t('calendarFeed.copied'));
    } catch {
      inputRef.current?.select();
      setMessage(t('calendarFeed.copyFailed'));
    }
  }

  const busy = createFeed.isPending || deleteFeed.isPending;
  const enabled = feed.data?.enabled === true;

  return (
    <SectionCard
      title={t('calendarFeed.heading')}
      icon={<Link2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />}
      after={
        <>
          <ConfirmDialog
            open={pending === 'regenerate'}
            title={t('calendarFeed.regenerateTitle')}
            description={t('calendarFeed.regenerateQuestion')}
            confirmLabel={t('calendarFeed.regenerate')}
            pendingLabel={t('calendarFeed.regenerating')}
            confirmVariant="primary"
            isPending={createFeed.isPending}
            onConfirm={() => turnOn(true)}
            onCancel={() => setPending(undefined)}
          />
          <ConfirmDialog
            open={pending === 'turn-off'}
            title={t('calendarFeed.turnOffTitle')}
            description={t('calendarFeed.turnOffQuestion')}
            confirmLabel={t('calendarFeed.turnOff')}
            pendingLabel={t('calendarFeed.turningOff')}
            isPending={deleteFeed.isPending}
            onConfirm={turnOff}
            onCancel={() => setPending(undefined)}
          />
        </>
      }
    >
      <p className="text-ink-700">{t('calendarFeed.intro')}</p>
      {message && <StatusMessage tone={calendarStatusTone(message)}>{message}</StatusMessage>}

      {!feed.isSuccess ? (
        <QueryStatus
          query={feed}
          loading={t('calendarFeed.loading')}
          failed={t('calendarFeed.loadFailed')}
        />
      ) : !enabled ? (
        <div className="space-y-3">
          <p className="font-semibold text-ink-800">{t('calendarFeed.off')}</p>
          <Button disabled={busy} isLoading={createFeed.isPending} onClick={() => turnOn(false)}>
            {t('calendarFeed.turnOn')}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="font-semibold text-success-700">{t('calendarFeed.on')}</p>
          {url ? (
            <div className="space-y-2">
              <label htmlFor={urlId} className="block text-sm font-semibold text-ink-800">
                {t('calendarFeed.urlLabel')}
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  ref={inputRef}
                  id={urlId}
                  readOnly
                  value={url}
                  aria-describedby={noteId}
                  onFocus={(event) => event.target.select()}
                  className={inputClasses(false, 'font-mono text-sm')}
                />
                <Button variant="primary" className="shrink-0" onClick={() => void copyUrl()}>
                  {t('calendarFeed.copy')}
                </Button>
              </div>
              <p id={noteId} className="text-sm font-semibold text-accent-700">
                {t('calendarFeed.showOnce')}
              </p>
            </div>
          ) : (
            <p className="text-sm text-ink-700">{t('calendarFeed.lostLink')}</p>
          )}
          <p className="text-sm text-ink-600">{t('calendarFeed.keepPrivate')}</p>
          <p className="text-sm text-ink-600">{t('calendarFeed.howTo')}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" disabled={busy} onClick={() => setPending('regenerate')}>
              {t('calendarFeed.regenerate')}
            </Button>
            <Button
              variant="secondary"
              className="text-danger-700"
              disabled={busy}
              onClick={() => setPending('turn-off')}
            >
              {t('calendarFeed.turnOff')}
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
