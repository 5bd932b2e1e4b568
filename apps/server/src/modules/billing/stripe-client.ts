import Stripe from 'stripe';

/** Stripe as the billing module uses it: the API client, the webhook secret and the price. */
export interface StripeBilling {
  client: Stripe;
  /** `whsec_…`: verifies the `Stripe-Signature` of webhook deliveries. */
  webhookSecret: string;
  /** `price_…`: the recurring price of Nestling Premium that Checkout sells. */
  priceId: string;
}

/** Calls to Stripe's API give up after this long (the spec's API timeout is 15 s). */
export const STRIPE_TIMEOUT_MS = 10_000;

/**
 * The Stripe configuration the environment names (decision 019), or null when billing is not
 * configured (the env schema allows the three STRIPE_* variables all together or not at all).
 * `STRIPE_API_URL` points the client at another API host — stripe-mock, or a test's local
 * server — and is unset in production.
 */
export function stripeFromEnv(env: {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PRICE_ID?: string | undefined;
  STRIPE_API_URL?: string | undefined;
}): StripeBilling | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET || !env.STRIPE_PRICE_ID) return null;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  const client = new Stripe(env.STRIPE_SECRET_KEY, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'Nestling' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (protocol === 'http' ? 80 : 443),
          protocol,
        }
      : {}),
  });
  return { client, webhookSecret: env.STRIPE_WEBHOOK_SECRET, priceId: env.STRIPE_PRICE_ID };
}
