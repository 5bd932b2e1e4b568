import { PremiumScreen } from '@/features/billing/components/premium-screen';

/** /premium (spec §2.1, §2.15): what the plan gives. */
export function PremiumRoute() {
  return <PremiumScreen />;
}
