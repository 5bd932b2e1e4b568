import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { TRIAL_DAYS, billingCatalogue } from '@nestling/shared';
import { Card, PageHeader, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSubscription } from '@/entities/subscription/api/get-subscription';
import { useTranslation } from '@/lib/i18n/use-translation';
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
  const { t } = useTranslation(billingCatalogue);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={t('premium.eyebrow')}
        title={t('subscription.planName')}
        documentTitle={t('subscription.planName')}
        description={t('premium.description')}
        back={{ to: paths.dashboard, label: t('premium.back') }}
      />
      <Card className="space-y-6">
        <PlanFeatures />
        <div className="flex flex-wrap items-center gap-4 border-t border-ink-900/10 pt-5">
          <Link to={paths.subscribe} className={buttonClasses('primary', 'lg')}>
            <Star aria-hidden="true" className="size-4" />
            {active
              ? t('subscription.manage')
              : trial
                ? t('subscription.startTrial')
                : t('subscription.upgrade')}
          </Link>
          {!active && trial && (
            <p className="text-sm text-ink-600">{t('premium.trialNote', { days: TRIAL_DAYS })}</p>
          )}
          {active && <p className="text-sm text-ink-600">{t('premium.active')}</p>}
        </div>
      </Card>
    </div>
  );
}
