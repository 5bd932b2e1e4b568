import { billingCatalogue } from '@nestling/shared';
import { SubscribeScreen } from '@/features/billing/components/subscribe-screen';
import { LocalizedScreen } from '../localized-screen';

/** /dashboard/subscribe (spec §2.1): the subscription, its free trial and Stripe. */
export function SubscribeRoute() {
  return (
    <LocalizedScreen catalogue={billingCatalogue}>
      <SubscribeScreen />
    </LocalizedScreen>
  );
}
