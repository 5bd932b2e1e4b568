import { Suspense, useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import {
  pushDevicesCatalogue,
  type MessageKey,
  type PushSubscriptionAnswer,
} from '@nestling/shared';
import { Button, RetryMessage, SectionCard, Spinner } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { toast } from '@/lib/toast/toast';
import { useAddPushDevice } from '../api/add-push-device';
import { usePushDevices } from '../api/get-push-devices';
import { useRemovePushDevice } from '../api/remove-push-device';
import { pushSupport, thisDeviceEndpoint } from '../utils/browser-push';
import { lazyPart } from '@/lib/lazy-part';

/** The preferences form: react-hook-form and the fields load with it, not with Settings. */
const NotificationPreferencesForm = lazyPart(() =>
  import('./notification-preferences-form').then((module) => module.NotificationPreferencesForm),
);

/**
 * The text of a failed "Turn on": what the parent can do about it — the server's own text (in
 * the parent's language), else the card's message.
 */
function turnOnError(
  error: unknown,
  t: (key: MessageKey<typeof pushDevicesCatalogue>) => string,
): string {
  if (error instanceof Error && error.message === 'denied') return t('push.denied');
  if (error instanceof ApiError && error.code === 'PUSH_NOT_CONFIGURED') {
    return t('push.notConfigured');
  }
  if (error instanceof ApiError) return error.message;
  return t('push.unsupported');
}

/**
 * Settings' "Push notifications" (issue 25): push turned on for this device after a tap (the
 * browser's permission prompt comes then, never on page load), the parent's devices with their
 * browser and the date each was added, Remove; below, what reaches the parent per kind and
 * channel, and quiet hours.
 */
export function PushDevicesCard() {
  const devices = usePushDevices();
  const add = useAddPushDevice();
  const remove = useRemovePushDevice();
  const [support] = useState(pushSupport);
  const [current, setCurrent] = useState<string | undefined>();

  useEffect(() => {
    void thisDeviceEndpoint().then(setCurrent);
  }, [add.isSuccess, remove.isSuccess]);
  const { intlLocale } = useLocale();
  const { t } = useTranslation(pushDevicesCatalogue);

  const registered = devices.data?.items.some((device) => device.endpoint === current) ?? false;

  function removeDevice(device: PushSubscriptionAnswer) {
    remove.mutate(device, { onError: (error) => toast.error(turnOnError(error, t)) });
  }

  return (
    <SectionCard
      title={t('push.cardTitle')}
      icon={<BellRing aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <p className="text-sm text-ink-700">{t('push.intro')}</p>
      {support === 'unsupported' && <p className="text-ink-700">{t('push.unsupported')}</p>}
      {support === 'denied' && <p className="text-ink-700">{t('push.denied')}</p>}
      {support === 'supported' && !registered && (
        <div>
          <Button
            onClick={() =>
              add.mutate(undefined, { onError: (error) => toast.error(turnOnError(error, t)) })
            }
            disabled={add.isPending}
          >
            {add.isPending ? t('push.turningOn') : t('push.turnOn')}
          </Button>
        </div>
      )}
      {devices.isPending && (
        <p role="status" className="flex items-center gap-3 font-semibold text-brand-800">
          <Spinner className="size-5 text-brand-600" /> {t('devices.loading')}
        </p>
      )}
      {devices.isError && (
        <RetryMessage onRetry={() => void devices.refetch()}>
          {t('devices.loadFailed')}
        </RetryMessage>
      )}
      {devices.isSuccess && devices.data.items.length === 0 && (
        <p className="text-ink-700">{t('push.noDevices')}</p>
      )}
      {devices.isSuccess && devices.data.items.length > 0 && (
        <ul className="divide-y divide-ink-900/5">
          {devices.data.items.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-ink-900">
                  {device.browser}
                  {device.endpoint === current && (
                    <span className="ml-2 text-sm font-normal text-brand-800">
                      ({t('push.thisDevice')})
                    </span>
                  )}
                </p>
                <p className="text-sm text-ink-600">
                  {t('devices.added', { date: formatDateTime(device.createdAt, intlLocale) })}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('devices.removeLabel', { browser: device.browser })}
                disabled={remove.isPending && remove.variables.id === device.id}
                onClick={() => removeDevice(device)}
              >
                {t('push.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-3 font-semibold text-brand-800">
            <Spinner className="size-5 text-brand-600" /> {t('preferences.loading')}
          </p>
        }
      >
        <NotificationPreferencesForm.Component />
      </Suspense>
    </SectionCard>
  );
}
