import { useForm, useWatch } from 'react-hook-form';
import {
  NOTIFICATION_CHANNELS,
  PUSH_KINDS,
  notificationPreferencesFormSchema,
  pushDevicesCatalogue,
  type NotificationPreferences,
  type NotificationPreferencesFormValues,
} from '@nestling/shared';
import {
  Button,
  Form,
  FormSwitch,
  FormTimeField,
  RetryMessage,
  Spinner,
  clockOfLocale,
  timeValueOf,
} from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { schemaResolver, showServerDetails } from '@/lib/forms/schema-resolver';
import { toast } from '@/lib/toast/toast';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences';

/** Quiet hours a parent starts from when they turn them on: 22:00 to 07:00. */
const DEFAULT_QUIET = { start: '22:00', end: '07:00' };

/** The form's values from the stored preferences, on the app language's clock and this time zone. */
function valuesOf(
  preferences: NotificationPreferences,
  clock: ReturnType<typeof clockOfLocale>,
): NotificationPreferencesFormValues {
  const quiet = preferences.quietHours ?? DEFAULT_QUIET;
  const time = (text: string) =>
    timeValueOf({ hours: Number(text.slice(0, 2)), minutes: Number(text.slice(3, 5)) }, clock);
  return {
    kinds: preferences.kinds,
    quietOn: preferences.quietHours !== null,
    quietStart: time(quiet.start),
    quietEnd: time(quiet.end),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** The loaded form (its values set once, from the stored preferences). */
function PreferencesFields({ preferences }: { preferences: NotificationPreferences }) {
  const save = useSaveNotificationPreferences();
  // The app's language's clock (24-hour in Spanish), not the browser's (issue 28).
  const clock = clockOfLocale(useLocale().intlLocale);
  const form = useForm<NotificationPreferencesFormValues, unknown, NotificationPreferences>({
    resolver: schemaResolver(notificationPreferencesFormSchema),
    defaultValues: valuesOf(preferences, clock),
  });
  const quietOn = useWatch({ control: form.control, name: 'quietOn' });
  const { t } = useTranslation(pushDevicesCatalogue);
  /** The browser's time zone (an IANA name), the quiet hours' zone. */
  const timeZone = form.getValues('timeZone');

  return (
    <Form
      form={form}
      className="space-y-5"
      onSubmit={(values) =>
        save.mutate(values, {
          onSuccess: () => toast.success(t('push.saved')),
          onError: (error) => {
            if (!isApiError(error) || !showServerDetails(error.details, form.setError)) {
              toast.error(isApiError(error) ? error.message : t('push.unsupported'));
            }
          },
        })
      }
    >
      <h3 className="font-display text-lg font-bold text-ink-900">{t('push.preferencesTitle')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {PUSH_KINDS.map((kind) => (
          <fieldset key={kind} className="space-y-2 rounded-xl border border-ink-900/10 p-3">
            <legend className="px-1 font-semibold text-ink-900">{t(`kinds.${kind}`)}</legend>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <FormSwitch
                key={channel}
                name={`kinds.${kind}.${channel}`}
                label={t(`channels.${channel}`)}
              />
            ))}
          </fieldset>
        ))}
      </div>
      <FormSwitch
        name="quietOn"
        label={t('push.quietHours')}
        description={t('push.quietHoursHint')}
      />
      {quietOn && (
        <div className="flex flex-wrap gap-6">
          <FormTimeField name="quietStart" label={t('push.quietFrom')} clock={clock} />
          <FormTimeField name="quietEnd" label={t('push.quietUntil')} clock={clock} />
          <p className="self-end text-sm text-ink-600">{timeZone}</p>
        </div>
      )}
      <Button type="submit" disabled={save.isPending}>
        {t('push.save')}
      </Button>
    </Form>
  );
}

/**
 * The preferences part of the push card (issue 25): per kind — messages, requests, reminders,
 * calls — a switch per channel (in the app, push), and quiet hours in this browser's time zone.
 * Loaded on demand (decision 055: react-hook-form stays out of Settings' first load).
 */
export function NotificationPreferencesForm() {
  const preferences = useNotificationPreferences();
  const { t } = useTranslation(pushDevicesCatalogue);
  if (preferences.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 font-semibold text-brand-800">
        <Spinner className="size-5 text-brand-600" /> {t('preferences.loading')}
      </p>
    );
  }
  if (preferences.isError) {
    return (
      <RetryMessage onRetry={() => void preferences.refetch()}>
        {t('preferences.loadFailed')}
      </RetryMessage>
    );
  }
  return <PreferencesFields preferences={preferences.data} />;
}
