import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Settings, Sparkles } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  SUBSCRIPTION_MESSAGES,
  TRIAL_DAYS,
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
  const billingError =
    billing.isError &&
    (serverMessage(billing.error) ??
      (billing.variables === 'portal'
        ? SUBSCRIPTION_MESSAGES.portalFailed
        : SUBSCRIPTION_MESSAGES.checkoutFailed));

  if (check.active) {
    return (
      <Card className="space-y-4">
        {trial.isSuccess && <StatusMessage>{SUBSCRIPTION_MESSAGES.trialStarted}</StatusMessage>}
        <h2 className="text-xl font-extrabold text-ink-900">
          {check.plan === 'trial' ? `Free ${TRIAL_DAYS}-day trial` : SUBSCRIPTION_MESSAGES.planName}
        </h2>
        <p className="text-ink-700">{planLine(check)} AI milestone suggestions are unlocked.</p>
        <div className="flex flex-wrap gap-3">
          <Link to={achievementsPath} className={buttonClasses('primary', 'md')}>
            <Sparkles aria-hidden="true" className="size-4" /> Go to Achievements
          </Link>
          {check.portalAvailable && (
            <Button
              variant="secondary"
              onClick={() => billing.mutate('portal')}
              isLoading={billing.isPending}
              disabled={billing.isPending}
            >
              {!billing.isPending && <Settings aria-hidden="true" className="size-4" />}
              {SUBSCRIPTION_MESSAGES.manage}
            </Button>
          )}
        </div>
        {billingError && <StatusMessage tone="error">{billingError}</StatusMessage>}
      </Card>
    );
  }

  const trialError = trial.isError && (serverMessage(trial.error) ?? trial.error.message);
  return (
    <Card className="space-y-5">
      <p className="font-semibold text-ink-800">{SUBSCRIPTION_MESSAGES.required}</p>
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
            {SUBSCRIPTION_MESSAGES.startTrial}
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
            {SUBSCRIPTION_MESSAGES.checkout}
          </Button>
        )}
      </div>
      {!check.trialAvailable && !check.checkoutAvailable && (
        <StatusMessage tone="info">
          {check.status === 'expired' || check.plan === 'trial' || check.trialEndsAt
            ? SUBSCRIPTION_MESSAGES.trialUsed
            : SUBSCRIPTION_MESSAGES.billingUnavailable}
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

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow="Subscription"
        title={SUBSCRIPTION_MESSAGES.planName}
        documentTitle="Subscription"
        description="Unlock AI milestone suggestions for every kid."
        back={{ to: achievementsPath, label: 'Back to Achievements' }}
      />
      {checkout === 'success' && (
        <StatusMessage tone="success">{SUBSCRIPTION_MESSAGES.checkoutSucceeded}</StatusMessage>
      )}
      {checkout === 'canceled' && (
        <StatusMessage tone="info">{SUBSCRIPTION_MESSAGES.checkoutCanceled}</StatusMessage>
      )}
      <QueryStatus
        query={subscription}
        loading="Checking your subscription..."
        failed={SUBSCRIPTION_MESSAGES.loadFailed}
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
