import { Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, ConfirmDialog, QueryStatus, StatusMessage, SectionCard } from '@/components/ui';
import { inputClasses } from '@/components/ui/field-styles';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { calendarStatusTone } from '../utils/status';

/** The feed card's texts (issue 4: a private, revocable, regenerable iCal feed). */
export const CALENDAR_FEED_TEXTS = {
  heading: 'Subscribe in Google, Apple or Outlook Calendar',
  intro:
    "Get a private link to all your family's events. Your calendar app checks it every few hours, so new events show up there too.",
  loading: 'Loading calendar feed...',
  loadFailed: '❌ Could not load the calendar feed. Please try again.',
  off: 'The calendar feed is off.',
  on: 'The calendar feed is on.',
  turnOn: 'Turn on calendar feed',
  urlLabel: 'Your private calendar link',
  showOnce:
    'Copy it now: for your safety we show this link only once. If you lose it, regenerate it.',
  lostLink: 'For your safety the link was shown only once. If you lost it, regenerate it.',
  keepPrivate: "Anyone who has this link can see your family's events. Keep it private.",
  howTo:
    'Google Calendar: Other calendars → + → From URL. Apple Calendar: File → New Calendar Subscription. Outlook: Add calendar → Subscribe from web.',
  copy: 'Copy',
  copied: '✅ Link copied.',
  copyFailed: '❌ Could not copy. Select the link and copy it yourself.',
  regenerate: 'Regenerate link',
  turnOff: 'Turn off',
  turnedOn: '✅ Calendar feed turned on.',
  regenerated: '✅ New link made. The old link no longer works.',
  turnedOff: '✅ Calendar feed turned off.',
  turnOnFailed: '❌ Could not turn on the calendar feed.',
  regenerateFailed: '❌ Could not make a new link.',
  turnOffFailed: '❌ Could not turn off the calendar feed.',
  regenerateTitle: 'Make a new link?',
  regenerateQuestion:
    'The current link stops working at once. Calendars subscribed with it stop updating until you subscribe with the new link.',
  turnOffTitle: 'Turn off the calendar feed?',
  turnOffQuestion:
    'The link stops working at once and subscribed calendars stop updating. You can turn it on again later with a new link.',
} as const;

type PendingAction = 'regenerate' | 'turn-off';

/**
 * The calendar-feed card (issue 4): turn on a private iCal (RFC 5545) feed of the parent's
 * events, copy its URL, regenerate it, or turn it off, each destructive step confirmed first.
 * The server keeps only a hash of the URL's token, so the URL is shown once, right after it is
 * made, and lives only in this component's memory.
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

  function turnOn(regenerating: boolean) {
    setMessage(undefined);
    createFeed.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        setMessage(regenerating ? CALENDAR_FEED_TEXTS.regenerated : CALENDAR_FEED_TEXTS.turnedOn);
      },
      onError: () =>
        setMessage(
          regenerating ? CALENDAR_FEED_TEXTS.regenerateFailed : CALENDAR_FEED_TEXTS.turnOnFailed,
        ),
      onSettled: () => setPending(undefined),
    });
  }

  function turnOff() {
    setMessage(undefined);
    deleteFeed.mutate(undefined, {
      onSuccess: () => {
        setUrl(undefined);
        setMessage(CALENDAR_FEED_TEXTS.turnedOff);
      },
      onError: () => setMessage(CALENDAR_FEED_TEXTS.turnOffFailed),
      onSettled: () => setPending(undefined),
    });
  }

  async function copyUrl() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setMessage(CALENDAR_FEED_TEXTS.copied);
    } catch {
      inputRef.current?.select();
      setMessage(CALENDAR_FEED_TEXTS.copyFailed);
    }
  }

  const busy = createFeed.isPending || deleteFeed.isPending;
  const enabled = feed.data?.enabled === true;

  return (
    <SectionCard
      title={CALENDAR_FEED_TEXTS.heading}
      icon={<Link2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />}
      after={
        <>
          <ConfirmDialog
            open={pending === 'regenerate'}
            title={CALENDAR_FEED_TEXTS.regenerateTitle}
            description={CALENDAR_FEED_TEXTS.regenerateQuestion}
            confirmLabel={CALENDAR_FEED_TEXTS.regenerate}
            pendingLabel="Making a new link..."
            confirmVariant="primary"
            isPending={createFeed.isPending}
            onConfirm={() => turnOn(true)}
            onCancel={() => setPending(undefined)}
          />
          <ConfirmDialog
            open={pending === 'turn-off'}
            title={CALENDAR_FEED_TEXTS.turnOffTitle}
            description={CALENDAR_FEED_TEXTS.turnOffQuestion}
            confirmLabel={CALENDAR_FEED_TEXTS.turnOff}
            pendingLabel="Turning off..."
            isPending={deleteFeed.isPending}
            onConfirm={turnOff}
            onCancel={() => setPending(undefined)}
          />
        </>
      }
    >
      <p className="text-ink-700">{CALENDAR_FEED_TEXTS.intro}</p>
      {message && <StatusMessage tone={calendarStatusTone(message)}>{message}</StatusMessage>}

      {!feed.isSuccess ? (
        <QueryStatus
          query={feed}
          loading={CALENDAR_FEED_TEXTS.loading}
          failed={CALENDAR_FEED_TEXTS.loadFailed}
        />
      ) : !enabled ? (
        <div className="space-y-3">
          <p className="font-semibold text-ink-800">{CALENDAR_FEED_TEXTS.off}</p>
          <Button disabled={busy} isLoading={createFeed.isPending} onClick={() => turnOn(false)}>
            {CALENDAR_FEED_TEXTS.turnOn}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="font-semibold text-success-700">{CALENDAR_FEED_TEXTS.on}</p>
          {url ? (
            <div className="space-y-2">
              <label htmlFor={urlId} className="block text-sm font-semibold text-ink-800">
                {CALENDAR_FEED_TEXTS.urlLabel}
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
                  {CALENDAR_FEED_TEXTS.copy}
                </Button>
              </div>
              <p id={noteId} className="text-sm font-semibold text-accent-700">
                {CALENDAR_FEED_TEXTS.showOnce}
              </p>
            </div>
          ) : (
            <p className="text-sm text-ink-700">{CALENDAR_FEED_TEXTS.lostLink}</p>
          )}
          <p className="text-sm text-ink-600">{CALENDAR_FEED_TEXTS.keepPrivate}</p>
          <p className="text-sm text-ink-600">{CALENDAR_FEED_TEXTS.howTo}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" disabled={busy} onClick={() => setPending('regenerate')}>
              {CALENDAR_FEED_TEXTS.regenerate}
            </Button>
            <Button
              variant="secondary"
              className="text-danger-700"
              disabled={busy}
              onClick={() => setPending('turn-off')}
            >
              {CALENDAR_FEED_TEXTS.turnOff}
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
