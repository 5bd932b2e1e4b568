import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Settings, Sparkles } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  TRIAL_DAYS,
  billingCatalogue,
  parseRecordId,
  type SubscriptionCheck,
} from '@nestling/shared';
import {
  Button,
  buttonClasses,
  Card,
  PageHeader,
  QueryStatus,
  StatusMessage,
} from '@/components/ui';
import { SUBSCRIBE_KID_PARAM, achievementsPathFor } from '@/config/paths';
import { subscriptionKeys, useSubscription } from '@/entities/subscription/api/get-subscription';
import { serverMessage } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useOpenBilling } from '../api/open-billing';
import { useStartTrial } from '../api/start-trial';
import { planLine } from '../utils/plan-line';
import { PlanFeatures } from './plan-features';

/** The parent's plan as it is now, and what they can do about it. */
function SubscriptionState({
  check,
  achievementsPath,
  kidId,
}: {
  check: SubscriptionCheck;
  /** Where "Go to Achievements" leads: the kid the parent came from, when known. */
  achievementsPath: string;
  /** The kid the parent came from (`?kid=`): Stripe sends the browser back with it. */
  kidId: number | undefined;
}) {
  const trial = useStartTrial();
  const billing = useOpenBilling(kidId);
  const { intlLocale } = useLocale();
  const { t, localize } = useTranslation(billingCatalogue);
  const failed = billing.isError ? serverMessage(billing.error) : undefined;
  const billingError =
    billing.isError &&
    (failed
      ? localize(failed)
      : t(
          billing.variables === 'portal'
            ? 'subscription.portalFailed'
            : 'subscription.checkoutFailed',
        ));

  if (check.active) {
    return (
      <Card className="space-y-4">
        {trial.isSuccess && <StatusMessage>{t('subscription.trialStarted')}</StatusMessage>}
        <h2 className="text-xl font-extrabold text-ink-900">
          {check.plan === 'trial'
            ? t('plan.trial', { days: TRIAL_DAYS })
            : t('subscription.planName')}
        </h2>
        <p className="text-ink-700">
          {planLine(check, t, intlLocale)} {t('plan.unlocked')}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={achievementsPath} className={buttonClasses('primary', 'md')}>
            <Sparkles aria-hidden="true" className="size-4" /> {t('subscribe.goToAchievements')}
          </Link>
          {check.portalAvailable && (
            <Button
              variant="secondary"
              onClick={() => billing.mutate('portal')}
              isLoading={billing.isPending}
              disabled={billing.isPending}
            >
              {!billing.isPending && <Settings aria-hidden="true" className="size-4" />}
              {t('subscription.manage')}
            </Button>
          )}
        </div>
        {billingError && <StatusMessage tone="error">{billingError}</StatusMessage>}
      </Card>
    );
  }

  const trialError = trial.isError && localize(serverMessage(trial.error) ?? trial.error.message);
  return (
    <Card className="space-y-5">
      <p className="font-semibold text-ink-800">{t('subscription.required')}</p>
      <PlanFeatures />
      <div className="flex flex-wrap gap-3">
        {check.trialAvailable && (
          <Button
            size="lg"
            onClick={() => trial.mutate()}
            isLoading={trial.isPending}
            disabled={trial.isPending}
          >
            {!trial.isPending && <Sparkles aria-hidden="true" className="size-4" />}
            {t('subscription.startTrial')}
          </Button>
        )}
        {check.checkoutAvailable && (
          <Button
            size="lg"
            variant={check.trialAvailable ? 'secondary' : 'primary'}
            onClick={() => billing.mutate('checkout')}
            isLoading={billing.isPending}
            disabled={billing.isPending}
          >
            {!billing.isPending && <CreditCard aria-hidden="true" className="size-4" />}
            {t('subscription.checkout')}
          </Button>
        )}
      </div>
      {!check.trialAvailable && !check.checkoutAvailable && (
        <StatusMessage tone="info">
          {check.status === 'expired' || check.plan === 'trial' || check.trialEndsAt
            ? t('subscription.trialUsed')
            : t('subscription.billingUnavailable')}
        </StatusMessage>
      )}
      {trialError && <StatusMessage tone="error">{trialError}</StatusMessage>}
      {billingError && <StatusMessage tone="error">{billingError}</StatusMessage>}
    </Card>
  );
}

/**
 * /dashboard/subscribe (spec §2.1: where the AI panel sends a parent without a subscription;
 * product.md, decision 019): the plan as it is — the trial's end or the renewal, and Manage
 * subscription (Stripe's portal) when there is one — or, without one, the free 14-day trial
 * (no billing configured) and Subscribe (Stripe Checkout). `?kid={id}` (subscribePath) keeps the
 * kid whose Achievements sent the parent, for "Go to Achievements" and the back link, and asks
 * Stripe to send the browser back with it. Back from Checkout (`?checkout=success|canceled`) it
 * says how it went and reads the subscription again.
 */
export function SubscribeScreen() {
  const subscription = useSubscription();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const checkout = params.get('checkout');
  const achievementsPath = achievementsPathFor(params.get(SUBSCRIBE_KID_PARAM));
  const kidId = parseRecordId(params.get(SUBSCRIBE_KID_PARAM));

  useEffect(() => {
    if (checkout === 'success')
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
  }, [checkout, queryClient]);
  const { t } = useTranslation(billingCatalogue);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={t('subscribe.eyebrow')}
        title={t('subscription.planName')}
        documentTitle={t('subscribe.eyebrow')}
        description={t('subscribe.description')}
        back={{ to: achievementsPath, label: t('subscribe.back') }}
      />
      {checkout === 'success' && (
        <StatusMessage tone="success">{t('subscription.checkoutSucceeded')}</StatusMessage>
      )}
      {checkout === 'canceled' && (
        <StatusMessage tone="info">{t('subscription.checkoutCanceled')}</StatusMessage>
      )}
      <QueryStatus
        query={subscription}
        loading={t('subscribe.loading')}
        failed={t('subscription.loadFailed')}
      />
      {subscription.isSuccess && (
        <SubscriptionState
          check={subscription.data}
          achievementsPath={achievementsPath}
          kidId={kidId}
        />
      )}
    </div>
  );
}
