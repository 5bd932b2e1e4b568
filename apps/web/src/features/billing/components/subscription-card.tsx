import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { settingsBelowCatalogue, TRIAL_DAYS } from '@nestling/shared';
import { buttonClasses, QueryStatus, SectionCard } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSubscription } from '@/entities/subscription/api/get-subscription';
import { useTranslation } from '@/lib/i18n/use-translation';
import { planLine } from '../utils/plan-line';

/**
 * The subscription on the settings screen (issue 14): the plan as it is now, one line, and a
 * link to the subscribe screen, where the trial, Checkout and Stripe's portal are.
 */
export function SubscriptionCard() {
  const subscription = useSubscription();
  const { t } = useTranslation(settingsBelowCatalogue);
  return (
    <SectionCard
      title={t('plan.title')}
      icon={<CreditCard aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <QueryStatus query={subscription} loading={t('plan.loading')} failed={t('plan.failed')} />
      {subscription.isSuccess && (
        <>
          <p className="text-ink-700">
            <span className="font-semibold text-ink-900">
              {subscription.data.active
                ? subscription.data.plan === 'trial'
                  ? t('plan.trial', { days: TRIAL_DAYS })
                  : t('subscription.planName')
                : t('plan.free')}
            </span>{' '}
            {subscription.data.active ? planLine(subscription.data) : t('plan.needed')}
          </p>
          <Link to={paths.subscribe} className={buttonClasses('secondary', 'md')}>
            {t('subscription.manage')}
          </Link>
        </>
      )}
    </SectionCard>
  );
}
