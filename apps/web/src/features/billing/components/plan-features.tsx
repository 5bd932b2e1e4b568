import { ChartLine, LifeBuoy, Palette, Sparkles, type LucideIcon } from 'lucide-react';
import { PREMIUM_FEATURES, billingCatalogue } from '@nestling/shared';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * An icon for each premium feature of spec §2.15, in PREMIUM_FEATURES' order; the feature's
 * name is the billing area's `features.<i>` and its line `featureLine.<i>`.
 */
const ICONS: Readonly<Record<(typeof PREMIUM_FEATURES)[number], LucideIcon>> = {
  'Unlimited AI suggestions': Sparkles,
  'Advanced analytics': ChartLine,
  'Priority support': LifeBuoy,
  Themes: Palette,
};

const INDEXES = ['0', '1', '2', '3'] as const;

/** The plan's features (spec §2.15 premium card), each with its icon and one line. */
export function PlanFeatures() {
  const { t } = useTranslation(billingCatalogue);
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {PREMIUM_FEATURES.map((feature, index) => {
        const Icon = ICONS[feature];
        const at = INDEXES[index] ?? '0';
        return (
          <li key={feature} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-bold text-ink-900">{t(`features.${at}`)}</span>
              <span className="block text-sm text-ink-600">{t(`featureLine.${at}`)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
