import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '#common/contracts/billing';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { makeSubscription } from '#client/features/billing/billing-test-data';
import { canCancel, canReactivate } from './subscription-api';
import { SubscriptionTab } from './subscription-tab';

afterEach(() => vi.unstubAllGlobals());

const premiumUser = makeUser({ isPremium: true, plan: 'premium' });

/** The server's subscription list, changed by cancel and reactivate as the server would. */
function serve(initial: Subscription[]) {
  let list = initial;
  const set = (cancel: boolean) => {
    list = list.map((entry) => ({ ...entry, cancel_at_period_end: cancel }));
    return Response.json({ subscription: list[0] });
  };
  const api = fakeApi({
    'GET /api/stripe/user-subscriptions': () => Response.json({ subscriptions: list }),
    'POST /api/stripe/cancel-subscription': () => set(true),
    'POST /api/stripe/reactivate-subscription': () => set(false),
    'GET /api/auth/session': () => Response.json({ user: premiumUser }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

describe('cancel and reactivate rules', () => {
  it('offers Cancel only for an active subscription not already ending', () => {
    expect(canCancel(makeSubscription())).toBe(true);
    expect(canCancel(makeSubscription({ cancel_at_period_end: true }))).toBe(false);
    expect(canCancel(makeSubscription({ status: 'past_due' }))).toBe(false);
    expect(canCancel(makeSubscription({ status: 'trialing' }))).toBe(false);
    expect(canCancel(makeSubscription({ status: 'canceled' }))).toBe(false);
  });

  it('offers Reactivate only before the period has ended', () => {
    const now = new Date('2099-04-01T00:00:00Z');
    const ending = makeSubscription({ cancel_at_period_end: true });
    expect(canReactivate(ending, now)).toBe(true);
    expect(canReactivate({ ...ending, current_period_end: null }, now)).toBe(true);
    expect(canReactivate({ ...ending, current_period_end: '2099-03-01T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(canReactivate({ ...ending, status: 'canceled' }, now)).toBe(false);
    expect(canReactivate(makeSubscription(), now)).toBe(false);
  });
});

describe('SubscriptionTab', () => {
  it('shows the first subscription, cancels after confirming, then reactivates', async () => {
    const api = serve([
      makeSubscription(),
      makeSubscription({ id: '1c8e4d3f-0a52-4d6b-9f80-2b3c4d5e6f70', plan_id: 'pro' }),
    ]);
    renderWithProviders(<SubscriptionTab user={premiumUser} />, {
      path: '/en/settings?tab=subscription',
      user: premiumUser,
    });
    expect(await screen.findByText('…3c4d5e6f')).toBeTruthy();
    expect(screen.getByText("You're on the Premium plan")).toBeTruthy();
    expect(screen.getByTestId('subscription-status').textContent).toBe('Active');
    expect(screen.getByText('Monthly')).toBeTruthy();
    expect(screen.getByText('April 14, 2099')).toBeTruthy();
    expect(screen.queryByTestId('subscription-ending')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(/keep premium access until the end/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));

    const banner = await screen.findByTestId('subscription-ending');
    expect(banner.textContent).toContain('You keep premium access until April 14, 2099.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(
      api.calls.find((call) => call.url.pathname.endsWith('/cancel-subscription'))?.body,
    ).toEqual({ subscription_id: makeSubscription().id });
    // The list and the user are fetched again after the change.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url.pathname === '/api/auth/session')).toHaveLength(1),
    );

    fireEvent.click(within(banner).getByRole('button', { name: 'Reactivate subscription' }));
    await waitFor(() => expect(screen.queryByTestId('subscription-ending')).toBeNull());
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
  });

  it('falls back to the end of the billing period without a date, with no Cancel for past_due', async () => {
    serve([makeSubscription({ cancel_at_period_end: true, current_period_end: null })]);
    renderWithProviders(<SubscriptionTab user={premiumUser} />, { user: premiumUser });
    expect((await screen.findByTestId('subscription-ending')).textContent).toContain(
      'until the end of the billing period',
    );
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reactivate subscription' })).toBeTruthy();
  });

  it('offers no Cancel while a payment is past due', async () => {
    serve([makeSubscription({ status: 'past_due' })]);
    renderWithProviders(<SubscriptionTab user={premiumUser} />, { user: premiumUser });
    expect(await screen.findByText(/last payment didn't go through/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('shows the free plan without subscriptions, and a load failure with Try again', async () => {
    serve([]);
    renderWithProviders(<SubscriptionTab user={makeUser()} />, { user: makeUser() });
    expect(screen.getByText("You're on the Free plan")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/en/plans');

    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    renderWithProviders(<SubscriptionTab user={premiumUser} />, { user: premiumUser });
    expect(await screen.findByText('Failed to load subscription')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try Again/ })).toBeTruthy();
  });
});

describe('SubscriptionTab: a scheduled downgrade', () => {
  const scheduled = makeSubscription({
    plan_id: 'pro',
    scheduled_change: {
      plan_id: 'premium',
      billing_cycle: 'monthly',
      effective_at: '2099-04-14T10:00:00.000Z',
    },
  });
  const proUser = makeUser({ isPremium: true, plan: 'pro' });

  function serveScheduled() {
    let list = [scheduled];
    const api = fakeApi({
      'GET /api/stripe/user-subscriptions': () => Response.json({ subscriptions: list }),
      'POST /api/stripe/cancel-scheduled-change': () => {
        list = list.map((entry) => ({ ...entry, scheduled_change: null }));
        return Response.json({ subscription: list[0] });
      },
      'GET /api/auth/session': () => Response.json({ user: proUser }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    return api;
  }

  it('says what the plan becomes and when, and keeps the current plan on request', async () => {
    const api = serveScheduled();
    renderWithProviders(<SubscriptionTab user={proUser} />, { user: proUser });
    const banner = await screen.findByTestId('subscription-scheduled-change');
    expect(banner.textContent).toContain(
      'On April 14, 2099 your subscription changes to Premium, billed monthly. Until then you keep Pro and everything it includes.',
    );
    fireEvent.click(within(banner).getByRole('button', { name: 'Keep Pro' }));
    await waitFor(() => expect(screen.queryByTestId('subscription-scheduled-change')).toBeNull());
    expect(
      api.calls.find((call) => call.url.pathname.endsWith('/cancel-scheduled-change'))?.body,
    ).toEqual({ subscription_id: scheduled.id });
  });

  it('speaks Bulgarian', async () => {
    serveScheduled();
    renderWithProviders(<SubscriptionTab user={proUser} />, {
      user: proUser,
      language: 'bg',
      path: '/bg/settings?tab=subscription',
    });
    const banner = await screen.findByTestId('subscription-scheduled-change');
    expect(banner.textContent).toMatch(
      /^На .*2099.* абонаментът ти минава на Премиум, с месечно плащане\. Дотогава запазваш Про с всичко, което включва\./,
    );
    expect(within(banner).getByRole('button', { name: 'Запази Про' })).toBeTruthy();
  });
});
