import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { SUBSCRIPTION_MESSAGES, TRIAL_DAYS } from '@nestling/shared';
import { buttonClasses, QueryStatus, SectionCard } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSubscription } from '@/entities/subscription/api/get-subscription';
import { planLine } from '../utils/plan-line';

/**
 * The subscription on the settings screen (issue 14): the plan as it is now, one line, and a
 * link to the subscribe screen, where the trial, Checkout and Stripe's portal are.
 */
export function SubscriptionCard() {
  const subscription = useSubscription();
  return (
    <SectionCard
      title="Subscription"
      icon={<CreditCard aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <QueryStatus
        query={subscription}
        loading="Checking your subscription..."
        failed="❌ Could not load your subscription."
      />
      {subscription.isSuccess && (
        <>
          <p className="text-ink-700">
            <span className="font-semibold text-ink-900">
              {subscription.data.active
                ? subscription.data.plan === 'trial'
                  ? `Free ${TRIAL_DAYS}-day trial`
                  : SUBSCRIPTION_MESSAGES.planName
                : 'Free plan'}
            </span>{' '}
            {subscription.data.active
              ? planLine(subscription.data)
              : 'AI milestone suggestions need a subscription.'}
          </p>
          <Link to={paths.subscribe} className={buttonClasses('secondary', 'md')}>
            Manage subscription
          </Link>
        </>
      )}
    </SectionCard>
  );
}
