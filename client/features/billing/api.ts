import { queryOptions } from '@tanstack/react-query';
import {
  checkoutResponseSchema,
  confirmSessionResponseSchema,
  currentSubscriptionResponseSchema,
  plansResponseSchema,
  quoteResponseSchema,
  sandboxSessionResponseSchema,
  urlResponseSchema,
  planChangeQuoteResponseSchema,
  subscriptionResponseSchema,
  type CheckoutRequest,
  type Quote,
  type QuoteRequest,
  type SandboxPayRequest,
} from '#common/contracts/billing';
import type { BillingCycle, PaidPlanId } from '#common/billing/plans';
import type { Language } from '#common/i18n/languages';
import { apiRequest } from '#client/lib/api-client';

/** Every billing answer lives under this key, so a payment or a cancel can refresh them all. */
export const BILLING_KEY = ['billing'] as const;

export const billingKeys = {
  plans: (language: Language) => [...BILLING_KEY, 'plans', language] as const,
  current: () => [...BILLING_KEY, 'current-subscription'] as const,
  quote: (request: QuoteRequest) =>
    [
      ...BILLING_KEY,
      'quote',
      request.plan_id,
      request.billing_cycle ?? 'monthly',
      request.discount_code ?? '',
    ] as const,
  sandboxSession: (id: string) => [...BILLING_KEY, 'sandbox-session', id] as const,
  confirm: (sessionId: string) => [...BILLING_KEY, 'confirm', sessionId] as const,
  planChange: (request: PlanChangeRequest) =>
    [
      ...BILLING_KEY,
      'plan-change',
      request.subscription_id,
      request.plan_id,
      request.billing_cycle,
    ] as const,
};

/** A move of the user's subscription to another plan and cycle. */
export interface PlanChangeRequest {
  subscription_id: string;
  plan_id: PaidPlanId;
  billing_cycle: BillingCycle;
}

/** `GET /api/plans?lang=`: the three plans with names, features and prices (the one source). */
export function plansQuery(language: Language) {
  return queryOptions({
    queryKey: billingKeys.plans(language),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/plans', {
          query: { lang: language },
          signal,
          schema: plansResponseSchema,
        })
      ).plans,
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/stripe/current-subscription`: the subscription that gives access, or null. */
export function currentSubscriptionQuery() {
  return queryOptions({
    queryKey: billingKeys.current(),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/stripe/current-subscription', {
          signal,
          schema: currentSubscriptionResponseSchema,
        })
      ).subscription,
  });
}

/** `POST /api/stripe/quote`: the server's price for an order (400 DISCOUNT_INVALID on a bad code). */
export async function fetchQuote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  const body = await apiRequest('/stripe/quote', {
    method: 'POST',
    body: request,
    signal,
    schema: quoteResponseSchema,
  });
  return body.quote;
}

export function quoteQuery(request: QuoteRequest) {
  return queryOptions({
    queryKey: billingKeys.quote(request),
    queryFn: ({ signal }) => fetchQuote(request, signal),
    staleTime: 60_000,
  });
}

/** `POST /api/stripe/create-checkout-session`: where the provider's hosted checkout is. */
export function createCheckoutSession(request: CheckoutRequest) {
  return apiRequest('/stripe/create-checkout-session', {
    method: 'POST',
    body: request,
    schema: checkoutResponseSchema,
  });
}

/** `GET /api/stripe/confirm-session?session_id=` (409 PAYMENT_PENDING while not yet paid). */
export function confirmSession(sessionId: string, signal?: AbortSignal) {
  return apiRequest('/stripe/confirm-session', {
    query: { session_id: sessionId },
    signal,
    schema: confirmSessionResponseSchema,
  });
}

/** `GET /api/stripe/sandbox/sessions/:id`: the sandbox's hosted checkout session. */
export function sandboxSessionQuery(id: string) {
  return queryOptions({
    queryKey: billingKeys.sandboxSession(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/stripe/sandbox/sessions/${encodeURIComponent(id)}`, {
          signal,
          schema: sandboxSessionResponseSchema,
        })
      ).session,
    // A session is paid once; an old copy must never show a completed one as open.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** `POST /api/stripe/sandbox/pay`: pays a sandbox session; answers where to go next. */
export function paySandboxSession(request: SandboxPayRequest) {
  return apiRequest('/stripe/sandbox/pay', {
    method: 'POST',
    body: request,
    schema: urlResponseSchema,
  });
}

/**
 * `POST /api/stripe/preview-plan-change`: what confirming the change charges at once (changes
 * nothing). Read again every time the dialog opens: the amount shrinks as the period runs.
 */
export function planChangeQuoteQuery(request: PlanChangeRequest) {
  return queryOptions({
    queryKey: billingKeys.planChange(request),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/stripe/preview-plan-change', {
          method: 'POST',
          body: request,
          schema: planChangeQuoteResponseSchema,
          signal,
        })
      ).quote,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** `POST /api/stripe/update-subscription`: charges the quoted amount, then changes the plan. */
export function changePlan(request: PlanChangeRequest) {
  return apiRequest('/stripe/update-subscription', {
    method: 'POST',
    body: request,
    schema: subscriptionResponseSchema,
  });
}
