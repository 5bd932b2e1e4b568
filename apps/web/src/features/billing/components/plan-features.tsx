import { ChartLine, LifeBuoy, Palette, Sparkles, type LucideIcon } from 'lucide-react';
import { PREMIUM_FEATURES } from '@nestling/shared';

/** An icon and one line for each premium feature of spec §2.15, in PREMIUM_FEATURES' order. */
const DETAILS: Readonly<
  Record<(typeof PREMIUM_FEATURES)[number], { icon: LucideIcon; line: string }>
> = {
  'Unlimited AI suggestions': {
    icon: Sparkles,
    line: 'Milestone ideas for your kid’s age and interests, from CDC’s checklists.',
  },
  'Advanced analytics': {
    icon: ChartLine,
    line: 'See progress across milestones and health trends over time.',
  },
  'Priority support': { icon: LifeBuoy, line: 'Your questions answered first.' },
  Themes: { icon: Palette, line: 'Make Nestling look the way your family likes.' },
};

/** The plan's features (spec §2.15 premium card), each with its icon and one line. */
export function PlanFeatures() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {PREMIUM_FEATURES.map((feature) => {
        const { icon: Icon, line } = DETAILS[feature];
        return (
          <li key={feature} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-bold text-ink-900">{feature}</span>
              <span className="block text-sm text-ink-600">{line}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
