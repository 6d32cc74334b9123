import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachPaymentMethodSchema,
  currentSubscriptionResponseSchema,
  paymentMethodParamsSchema,
  paymentMethodSchema,
  paymentMethodsResponseSchema,
  planChangeQuoteResponseSchema,
  setupIntentResponseSchema,
  subscriptionActionSchema,
  subscriptionResponseSchema,
  subscriptionsResponseSchema,
  updateSubscriptionSchema,
  urlResponseSchema,
} from '#common/contracts/billing';
import { apiErrorSchema } from '#common/contracts/errors';
import { SIGNED_IN } from '#server/plugins/openapi';
import { signedIn } from '#server/plugins/session';
import type { BillingDeps } from './billing-deps';
import {
  attachPaymentMethod,
  createSetupIntent,
  customerPortalUrl,
  detachPaymentMethod,
  listPaymentMethods,
} from './payment-method-service';
import { linkBaseUrl, requireLinkHost } from '#server/features/mail';
import {
  cancelScheduledChange,
  cancelSubscription,
  changeSubscriptionPlan,
  currentSubscription,
  listSubscriptions,
  quotePlanChange,
  reactivateSubscription,
} from './subscription-service';

const base = { tags: ['billing'], security: SIGNED_IN };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const changeErrors = { ...errors, 409: apiErrorSchema, 402: apiErrorSchema };

/** The signed-in user's subscriptions and cards; another user's are a 404. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (
  app,
  { deps },
) => {
  const userOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user;

  app.get(
    '/stripe/current-subscription',
    {
      schema: {
        ...base,
        summary: 'The subscription that decides the plan, else the newest; null without any',
        response: { 200: currentSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => ({ subscription: await currentSubscription(deps, userOf(request).id) }),
  );

  app.get(
    '/stripe/user-subscriptions',
    {
      schema: {
        ...base,
        summary: 'Own subscriptions, newest first',
        response: { 200: subscriptionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ subscriptions: await listSubscriptions(deps, userOf(request).id) }),
  );

  app.post(
    '/stripe/cancel-subscription',
    {
      config: { revokesSessions: true },
      schema: {
        ...base,
        summary: 'Cancel at the end of the billing period (access continues until then)',
        description: '409 unless the subscription is active or trialing and not already set.',
        body: subscriptionActionSchema,
        response: { 200: subscriptionResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      subscription: await cancelSubscription(
        deps,
        userOf(request).id,
        request.body.subscription_id,
      ),
    }),
  );

  app.post(
    '/stripe/reactivate-subscription',
    {
      config: { revokesSessions: true },
      schema: {
        ...base,
        summary: 'Undo a cancel before the billing period ends',
        description: '409 unless the subscription is set to cancel and its period has not ended.',
        body: subscriptionActionSchema,
        response: { 200: subscriptionResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      subscription: await reactivateSubscription(
        deps,
        userOf(request).id,
        request.body.subscription_id,
      ),
    }),
  );

  app.post(
    '/stripe/preview-plan-change',
    {
      schema: {
        ...base,
        summary: 'What changing the plan (and optionally the cycle) would charge at once',
        description:
          'The amount to show before the user confirms `update-subscription`: the prorated ' +
          'difference for the rest of the period, or the new cycle in full; for a downgrade 0 ' +
          'and `effective_at`, when it takes effect. Changes nothing. ' +
          '409 for the same plan and cycle or a subscription that gives no access.',
        body: updateSubscriptionSchema,
        response: { 200: planChangeQuoteResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      quote: await quotePlanChange(deps, userOf(request).id, {
        id: request.body.subscription_id,
        planId: request.body.plan_id,
        billingCycle: request.body.billing_cycle,
      }),
    }),
  );

  app.post(
    '/stripe/update-subscription',
    {
      config: { revokesSessions: true },
      schema: {
        ...base,
        summary: 'Upgrade at once (paid first), or schedule a downgrade for the period end',
        description:
          'Without `billing_cycle` the current cycle is kept. An upgrade is charged the ' +
          'prorated difference at once and a new cycle in full (`preview-plan-change` tells the ' +
          'amount); 402 when the card fails, and nothing changes; it drops a scheduled ' +
          'downgrade. A downgrade (a lower plan, or yearly to monthly on the same plan) is ' +
          'recorded as `scheduled_change` and takes effect at `current_period_end`; nothing is ' +
          'charged now. 409 for the same plan and cycle, a downgrade already scheduled or of a ' +
          'subscription set to end, and for a second request racing the first.',
        body: updateSubscriptionSchema,
        response: { 200: subscriptionResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      subscription: await changeSubscriptionPlan(deps, userOf(request).id, {
        id: request.body.subscription_id,
        planId: request.body.plan_id,
        billingCycle: request.body.billing_cycle,
      }),
    }),
  );

  app.post(
    '/stripe/cancel-scheduled-change',
    {
      config: { revokesSessions: true },
      schema: {
        ...base,
        summary: 'Keep the current plan: drop the downgrade scheduled for the period end',
        description: '409 when no change is scheduled.',
        body: subscriptionActionSchema,
        response: { 200: subscriptionResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      subscription: await cancelScheduledChange(
        deps,
        userOf(request).id,
        request.body.subscription_id,
      ),
    }),
  );

  app.get(
    '/stripe/payment-methods',
    {
      schema: {
        ...base,
        summary: 'Own saved cards, newest first',
        response: { 200: paymentMethodsResponseSchema, ...errors },
      },
    },
    async (request) => ({ paymentMethods: await listPaymentMethods(deps, userOf(request).id) }),
  );

  app.delete(
    '/stripe/payment-methods/:id',
    {
      schema: {
        ...base,
        summary: 'Remove a saved card',
        params: paymentMethodParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await detachPaymentMethod(deps, userOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/stripe/create-setup-intent',
    {
      schema: {
        ...base,
        summary: 'A SetupIntent client secret for adding a card',
        response: { 200: setupIntentResponseSchema, ...errors },
      },
    },
    async (request) => ({ clientSecret: await createSetupIntent(deps, userOf(request).id) }),
  );

  app.post(
    '/stripe/attach-payment-method',
    {
      schema: {
        ...base,
        summary: 'Save a card (a PaymentMethod id) for the user',
        description: "The sandbox accepts Stripe's test PaymentMethod ids (pm_card_visa, …).",
        body: attachPaymentMethodSchema,
        response: { 200: z.object({ paymentMethod: paymentMethodSchema }), ...errors },
      },
    },
    async (request) => ({
      paymentMethod: await attachPaymentMethod(
        deps,
        userOf(request).id,
        request.body.payment_method_id,
      ),
    }),
  );

  app.post(
    '/stripe/customer-portal',
    {
      schema: {
        ...base,
        summary: "The provider's customer portal; it returns to the settings' subscription tab",
        response: { 200: urlResponseSchema, 421: apiErrorSchema, ...errors },
      },
      onRequest: requireLinkHost(app.config),
    },
    async (request) => {
      const user = userOf(request);
      const url = await customerPortalUrl(
        deps,
        user.id,
        linkBaseUrl(app.config, request),
        user.language,
      );
      return { url };
    },
  );
};
