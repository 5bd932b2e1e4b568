import { Check, Star } from 'lucide-react';
import { Link } from 'react-router';
import { milestonesCatalogue } from '@nestling/shared';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSubscription } from '@/entities/subscription/api/get-subscription';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The premium features of spec §2.15 (PREMIUM_FEATURES' words), keys of the catalogue. */
const FEATURES = ['unlimited', 'analytics', 'support', 'themes'] as const;

/**
 * The premium card of spec §2.15: unlimited AI suggestions, advanced analytics, priority
 * support and themes, with an Upgrade button to /premium. A parent whose subscription (or
 * trial) is active sees that instead, with a link to manage it.
 */
export function PremiumCard() {
  const subscription = useSubscription();
  const active = subscription.data?.active === true;
  const { t } = useTranslation(milestonesCatalogue);
  return (
    <section
      aria-labelledby="premium-card-title"
      className="rounded-3xl bg-accent-50 p-5 ring-1 ring-accent-200 sm:p-6"
    >
      <h2
        id="premium-card-title"
        className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-ink-900"
      >
        <Star aria-hidden="true" className="size-5 text-accent-700" />
        {t('premium.planName')}
      </h2>
      {active ? (
        <p className="mt-2 text-ink-700">
          {t('premium.active', { plan: subscription.data?.plan ?? 'premium' })}
        </p>
      ) : (
        <ul className="mt-3 space-y-1.5">
          {FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2 text-ink-800">
              <Check aria-hidden="true" className="size-4 shrink-0 text-success-700" />
              {t(`premium.feature.${feature}`)}
            </li>
          ))}
        </ul>
      )}
      <Link
        to={active ? paths.subscribe : paths.premium}
        className={`${buttonClasses(active ? 'secondary' : 'primary', 'md')} mt-4`}
      >
        {active ? t('premium.manage') : t('premium.upgrade')}
      </Link>
    </section>
  );
}
