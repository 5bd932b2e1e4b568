import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import {
  parseRecordId,
  SUBSCRIPTION_MESSAGES,
  TRIAL_DAYS,
  type BillingRedirect,
  type SubscriptionCheck,
} from '@nestling/shared';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.js';
import type { FamilyMember } from '../../lib/request-context.js';
import type { Repositories, RunInTransaction } from '../repositories.js';
import type { BillingRepository, SubscriptionChange } from './billing.repository.js';
import type { StripeBilling } from './stripe-client.js';
import { isPaidSubscriptionActive, presentSubscription } from './subscription.presenter.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The repositories a Stripe event's family is looked up in (one transaction's). */
type BillingReads = Pick<Repositories, 'billing' | 'family'>;

/** Stripe subscription statuses that will never charge again. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/** A Stripe API error about the request itself (`invalid_request_error`: 400, 404). */
function isInvalidRequest(error: unknown): boolean {
  return (error as { type?: unknown } | null)?.type === 'StripeInvalidRequestError';
}

/**
 * Whether Stripe says subscription `id` will never charge again: it does not exist any more
 * (404 resource_missing, e.g. its customer was deleted) or its status has ended. False when
 * Stripe cannot tell (down, or another answer).
 */
async function endedAtStripe(client: Stripe, id: string): Promise<boolean> {
  try {
    const current = await client.subscriptions.retrieve(id);
    return ENDED_STATUSES.has(current.status);
  } catch (error) {
    return isInvalidRequest(error) && (error as { statusCode?: unknown }).statusCode === 404;
  }
}

/** What a webhook delivery did. */
export type WebhookOutcome = 'applied' | 'ignored' | 'duplicate';

/** The id of a Stripe object field that is an id or an expanded object. */
function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

/**
 * The end of a subscription's current period in seconds: on its items since Stripe's
 * 2025-03-31 API version, on the subscription itself before.
 */
function periodEndOf(subscription: Stripe.Subscription): number | undefined {
  const fromItem = subscription.items?.data?.[0]?.current_period_end;
  if (typeof fromItem === 'number') return fromItem;
  const legacy = (subscription as { current_period_end?: unknown }).current_period_end;
  return typeof legacy === 'number' ? legacy : undefined;
}

/**
 * The subscription, one per family (decision 058): one free trial per family without billing,
 * or Stripe Checkout, the customer portal and a signed webhook with billing (issue 10,
 * product.md, decision 019). Whichever guardian starts it, it covers every member; whether AI
 * suggestions are allowed is `isActive`.
 */
export function createBillingService(deps: {
  repository: BillingRepository;
  transaction: RunInTransaction;
  /** Stripe, or null when billing is not configured. */
  stripe: StripeBilling | null;
  /** The public origin: Checkout and the portal send the browser back to it. */
  appUrl: string;
  logger: FastifyBaseLogger;
}) {
  const { repository, transaction, stripe, appUrl, logger } = deps;
  const subscribePage = `${appUrl}/dashboard/subscribe`;

  /**
   * /dashboard/subscribe as Stripe sends the browser back to it: with `checkout` (success or
   * canceled) and the kid the parent came from (`kid`, issue 29), in that order, when given.
   */
  function subscribeReturnUrl(kidId: number | undefined, checkout?: 'success' | 'canceled') {
    const query = new URLSearchParams();
    if (checkout) query.set('checkout', checkout);
    if (kidId !== undefined) query.set('kid', String(kidId));
    const search = query.toString();
    return search ? `${subscribePage}?${search}` : subscribePage;
  }

  function requireStripe(): StripeBilling {
    if (!stripe) {
      throw new HttpError(404, 'BILLING_NOT_CONFIGURED', SUBSCRIPTION_MESSAGES.billingUnavailable);
    }
    return stripe;
  }

  /** Runs a call to Stripe's API; its failure is logged and answers 503, never its details. */
  async function callStripe<Result>(what: string, call: () => Promise<Result>): Promise<Result> {
    try {
      return await call();
    } catch (error) {
      logger.error({ err: error, call: what }, 'Stripe call failed');
      throw new HttpError(503, 'BILLING_UNAVAILABLE', SUBSCRIPTION_MESSAGES.billingUnavailable);
    }
  }

  async function check(familyId: number): Promise<SubscriptionCheck> {
    const [trial, subscription] = await Promise.all([
      repository.findTrial(familyId),
      repository.findSubscription(familyId),
    ]);
    return presentSubscription({
      trial,
      subscription,
      now: new Date(),
      billingConfigured: Boolean(stripe),
    });
  }

  /**
   * The family a Stripe object names: its `familyId` metadata (checkouts since decision 058),
   * else the family already holding the customer, else the family the guardian who checked
   * out is in now (`parentId`, checkouts before); undefined when none exists any more.
   */
  async function familyOf(
    { billing: events, family }: BillingReads,
    named: { familyId?: string | null | undefined; parentId?: string | null | undefined },
    customer: string | undefined,
  ): Promise<number | undefined> {
    const familyId = parseRecordId(named.familyId);
    if (familyId && (await events.familyExists(familyId))) return familyId;
    const ofCustomer = customer ? await events.familyIdOfCustomer(customer) : undefined;
    if (ofCustomer) return ofCustomer;
    const parentId = parseRecordId(named.parentId);
    return parentId ? (await family.membership(parentId))?.familyId : undefined;
  }

  /**
   * What a Stripe event says about a family's subscription, or null for an event that says
   * nothing we keep (another type, a one-off payment, a family that no longer exists).
   */
  async function changeOf(
    event: Stripe.Event,
    repos: BillingReads,
  ): Promise<SubscriptionChange | null> {
    const eventAt = new Date(event.created * 1000);
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object;
      const customer = idOf(session.customer);
      if (session.mode !== 'subscription' || !customer) return null;
      const familyId = await familyOf(
        repos,
        { familyId: session.metadata?.familyId, parentId: session.client_reference_id },
        customer,
      );
      if (!familyId) return null;
      return {
        familyId,
        stripeCustomerId: customer,
        stripeSubscriptionId: idOf(session.subscription) ?? null,
        // Paid at checkout: active until the subscription's own events say otherwise.
        ...(session.payment_status === 'unpaid' ? {} : { status: 'active' }),
        eventAt,
      };
    }
    if (
      event.type === 'customer.subscription.created' ||
      event.type === 'customer.subscription.updated' ||
      event.type === 'customer.subscription.deleted'
    ) {
      const subscription = event.data.object;
      const customer = idOf(subscription.customer);
      if (!customer) return null;
      const familyId = await familyOf(repos, subscription.metadata ?? {}, customer);
      if (!familyId) return null;
      const periodEnd = periodEndOf(subscription);
      return {
        familyId,
        stripeCustomerId: customer,
        stripeSubscriptionId: subscription.id,
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status,
        currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        eventAt,
      };
    }
    return null;
  }

  return {
    /** Whether Stripe is configured (Checkout and the portal instead of the free trial). */
    billingConfigured: Boolean(stripe),

    /**
     * The family's subscription check (spec §3 Subscription check result, and more), every
     * member's.
     */
    check,

    /** Whether the family's members may use AI suggestions now (spec §6). */
    async isActive(familyId: number): Promise<boolean> {
      return (await check(familyId)).active;
    },

    /**
     * Starts the family's one free trial of TRIAL_DAYS (14) days (product.md), by a guardian;
     * it covers every member.
     * @returns the subscription check, now active
     * @throws HttpError 409 TRIAL_USED when the family had a trial, or the guardian started one
     *   in another family (race-safe: the trials table's keys); 409 TRIAL_NOT_OFFERED when
     *   Stripe is configured
     */
    async startTrial(guardian: FamilyMember): Promise<SubscriptionCheck> {
      if (stripe) throw conflict('TRIAL_NOT_OFFERED', SUBSCRIPTION_MESSAGES.trialNotOffered);
      const started = await repository.insertTrial(
        guardian.familyId,
        guardian.id,
        new Date(Date.now() + TRIAL_DAYS * DAY_MS),
      );
      if (!started) throw conflict('TRIAL_USED', SUBSCRIPTION_MESSAGES.trialUsed);
      return check(guardian.familyId);
    },

    /**
     * A Stripe Checkout session for the family's premium subscription; the browser goes to its
     * `url`. Only the guardian's and the family's ids leave us (client_reference_id and
     * metadata): Stripe asks for the e-mail.
     * @param kidId the kid the parent came from, kept in the return URLs (`&kid=`), if any
     * @throws HttpError 404 BILLING_NOT_CONFIGURED; 409 ALREADY_SUBSCRIBED (the family is, by
     *   whichever guardian); 503 when Stripe fails
     */
    async checkout(guardian: FamilyMember, kidId?: number): Promise<BillingRedirect> {
      const billing = requireStripe();
      const { id: parentId, familyId } = guardian;
      const subscription = await repository.findSubscription(familyId);
      if (isPaidSubscriptionActive(subscription)) {
        throw conflict('ALREADY_SUBSCRIBED', SUBSCRIPTION_MESSAGES.alreadySubscribed);
      }
      const session = await callStripe('checkout.sessions.create', () =>
        billing.client.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: billing.priceId, quantity: 1 }],
          client_reference_id: String(parentId),
          metadata: { parentId: String(parentId), familyId: String(familyId) },
          subscription_data: {
            metadata: { parentId: String(parentId), familyId: String(familyId) },
          },
          ...(subscription ? { customer: subscription.stripeCustomerId } : {}),
          success_url: subscribeReturnUrl(kidId, 'success'),
          cancel_url: subscribeReturnUrl(kidId, 'canceled'),
        }),
      );
      if (!session.url) {
        logger.error({ session: session.id }, 'Stripe Checkout session without a URL');
        throw new HttpError(503, 'BILLING_UNAVAILABLE', SUBSCRIPTION_MESSAGES.billingUnavailable);
      }
      return { url: session.url };
    },

    /**
     * Cancels the family's Stripe subscription at once, before its last guardian's account
     * deletion deletes it (issue 14, decisions 029, 058): a deleted family is never charged
     * again. Nothing to do without
     * billing configured, without a subscription, or for one Stripe already ended — stored as
     * such, or, when Stripe refuses the cancel (400/404), found gone or ended at Stripe (a
     * missed webhook must not keep a parent from deleting their account).
     * @returns whether a subscription was cancelled
     * @throws HttpError 503 BILLING_UNAVAILABLE when Stripe fails (the caller deletes nothing)
     */
    async cancelForAccountDeletion(familyId: number): Promise<boolean> {
      const subscription = await repository.findSubscription(familyId);
      const id = subscription?.stripeSubscriptionId;
      if (!id || ENDED_STATUSES.has(subscription.status)) return false;
      if (!stripe) {
        logger.warn({ familyId }, 'a Stripe subscription remains but billing is not configured');
        return false;
      }
      const client = stripe.client;
      try {
        await client.subscriptions.cancel(id);
        return true;
      } catch (error) {
        // Stripe refuses to cancel what is gone or already ended (a missed webhook): deletion
        // goes on. Asked again to be sure, so a refusal for any other reason still stops it.
        if (isInvalidRequest(error) && (await endedAtStripe(client, id))) {
          logger.info({ familyId }, 'the Stripe subscription had already ended');
          return false;
        }
        logger.error({ err: error, call: 'subscriptions.cancel' }, 'Stripe call failed');
        throw new HttpError(503, 'BILLING_UNAVAILABLE', SUBSCRIPTION_MESSAGES.billingUnavailable);
      }
    },

    /**
     * A Stripe customer portal session, to change the card or cancel.
     * @param kidId the kid the parent came from, kept in the return URL (`?kid=`), if any
     * @throws HttpError 404 BILLING_NOT_CONFIGURED; 409 NO_BILLING_ACCOUNT before any Checkout;
     *   503 when Stripe fails
     */
    async portal(guardian: FamilyMember, kidId?: number): Promise<BillingRedirect> {
      const billing = requireStripe();
      const subscription = await repository.findSubscription(guardian.familyId);
      if (!subscription) {
        throw conflict('NO_BILLING_ACCOUNT', SUBSCRIPTION_MESSAGES.noBillingAccount);
      }
      const session = await callStripe('billingPortal.sessions.create', () =>
        billing.client.billingPortal.sessions.create({
          customer: subscription.stripeCustomerId,
          return_url: subscribeReturnUrl(kidId),
        }),
      );
      return { url: session.url };
    },

    /**
     * A webhook delivery: the signature is verified on the raw body (stripe.webhooks), then the
     * event is applied once — its id is recorded in the same transaction as its effect, so a
     * redelivery (or two at once) changes nothing more. Handled: checkout.session.completed,
     * customer.subscription.created/updated/deleted; other types are recorded and ignored.
     * @throws HttpError 404 BILLING_NOT_CONFIGURED; 400 INVALID_SIGNATURE (nothing changes)
     */
    async handleWebhook(
      payload: Buffer,
      signature: string | undefined,
    ): Promise<{ outcome: WebhookOutcome; event: Stripe.Event }> {
      const billing = requireStripe();
      let event: Stripe.Event;
      try {
        event = billing.client.webhooks.constructEvent(
          payload,
          signature ?? '',
          billing.webhookSecret,
        );
      } catch {
        throw badRequest('INVALID_SIGNATURE', 'The webhook signature is not valid.');
      }
      const outcome = await transaction(async (repos): Promise<WebhookOutcome> => {
        const events = repos.billing;
        if (!(await events.recordEvent(event.id, event.type))) return 'duplicate';
        const change = await changeOf(event, repos);
        if (!change) return 'ignored';
        await events.applySubscriptionChange(change);
        return 'applied';
      });
      return { outcome, event };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
