import { billingCatalogue } from '@nestling/shared';
import { PremiumScreen } from '@/features/billing/components/premium-screen';
import { LocalizedScreen } from '../localized-screen';

/** /premium (spec §2.1, §2.15): what the plan gives. */
export function PremiumRoute() {
  return (
    <LocalizedScreen catalogue={billingCatalogue}>
      <PremiumScreen />
    </LocalizedScreen>
  );
}
