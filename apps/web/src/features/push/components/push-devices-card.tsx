import { Suspense, useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import { PUSH_MESSAGES, type PushSubscriptionAnswer } from '@nestling/shared';
import { Button, RetryMessage, SectionCard, Spinner } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
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

/** The text of a failed "Turn on": what the parent can do about it. */
function turnOnError(error: unknown): string {
  if (error instanceof Error && error.message === 'denied') return PUSH_MESSAGES.denied;
  if (error instanceof ApiError && error.code === 'PUSH_NOT_CONFIGURED') {
    return PUSH_MESSAGES.notConfigured;
  }
  if (error instanceof ApiError) return error.message;
  return PUSH_MESSAGES.unsupported;
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

  const registered = devices.data?.items.some((device) => device.endpoint === current) ?? false;

  function removeDevice(device: PushSubscriptionAnswer) {
    remove.mutate(device, { onError: (error) => toast.error(turnOnError(error)) });
  }

  return (
    <SectionCard
      title={PUSH_MESSAGES.cardTitle}
      icon={<BellRing aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <p className="text-sm text-ink-700">{PUSH_MESSAGES.intro}</p>
      {support === 'unsupported' && <p className="text-ink-700">{PUSH_MESSAGES.unsupported}</p>}
      {support === 'denied' && <p className="text-ink-700">{PUSH_MESSAGES.denied}</p>}
      {support === 'supported' && !registered && (
        <div>
          <Button
            onClick={() =>
              add.mutate(undefined, { onError: (error) => toast.error(turnOnError(error)) })
            }
            disabled={add.isPending}
          >
            {add.isPending ? PUSH_MESSAGES.turningOn : PUSH_MESSAGES.turnOn}
          </Button>
        </div>
      )}
      {devices.isPending && (
        <p role="status" className="flex items-center gap-3 font-semibold text-brand-800">
          <Spinner className="size-5 text-brand-600" /> Loading devices...
        </p>
      )}
      {devices.isError && (
        <RetryMessage onRetry={() => void devices.refetch()}>
          ❌ Could not load devices.
        </RetryMessage>
      )}
      {devices.isSuccess && devices.data.items.length === 0 && (
        <p className="text-ink-700">{PUSH_MESSAGES.noDevices}</p>
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
                      ({PUSH_MESSAGES.thisDevice})
                    </span>
                  )}
                </p>
                <p className="text-sm text-ink-600">
                  {PUSH_MESSAGES.added(formatDateTime(device.createdAt))}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${PUSH_MESSAGES.remove} ${device.browser}`}
                disabled={remove.isPending && remove.variables.id === device.id}
                onClick={() => removeDevice(device)}
              >
                {PUSH_MESSAGES.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-3 font-semibold text-brand-800">
            <Spinner className="size-5 text-brand-600" /> Loading preferences...
          </p>
        }
      >
        <NotificationPreferencesForm.Component />
      </Suspense>
    </SectionCard>
  );
}
