import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { SUBSCRIPTION_MESSAGES, TRIAL_DAYS } from '@nestling/shared';
import { Card, PageHeader, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSubscription } from '@/entities/subscription/api/get-subscription';
import { PlanFeatures } from './plan-features';

/**
 * /premium, the premium card's upgrade target (spec §2.1, §2.15; product.md: "/premium
 * describes the plan"): the plan's four features and a link to subscribe — or, for a parent
 * already subscribed, to the subscription page.
 */
export function PremiumScreen() {
  const subscription = useSubscription();
  const active = subscription.data?.active === true;
  const trial = subscription.data?.trialAvailable === true;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow="Premium"
        title={SUBSCRIPTION_MESSAGES.planName}
        documentTitle="Nestling Premium"
        description="More help with every milestone, for the whole family."
        back={{ to: paths.dashboard, label: 'Back to Dashboard' }}
      />
      <Card className="space-y-6">
        <PlanFeatures />
        <div className="flex flex-wrap items-center gap-4 border-t border-ink-900/10 pt-5">
          <Link to={paths.subscribe} className={buttonClasses('primary', 'lg')}>
            <Star aria-hidden="true" className="size-4" />
            {active
              ? SUBSCRIPTION_MESSAGES.manage
              : trial
                ? SUBSCRIPTION_MESSAGES.startTrial
                : SUBSCRIPTION_MESSAGES.upgrade}
          </Link>
          {!active && trial && (
            <p className="text-sm text-ink-600">
              {TRIAL_DAYS} days free, no card needed. One trial per family.
            </p>
          )}
          {active && <p className="text-sm text-ink-600">Your plan is active.</p>}
        </div>
      </Card>
    </div>
  );
}
