import { SubscribeScreen } from '@/features/billing/components/subscribe-screen';

/** /dashboard/subscribe (spec §2.1): the subscription, its free trial and Stripe. */
export function SubscribeRoute() {
  return <SubscribeScreen />;
}
