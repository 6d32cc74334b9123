import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { makeSubscription } from './billing-test-data';
import { WelcomePremiumPage } from './welcome-premium-page';

afterEach(() => vi.unstubAllGlobals());

const premium = makeUser({ isPremium: true, plan: 'premium' });

describe('WelcomePremiumPage', () => {
  it('waits out a pending payment, confirms it and checks the user again at once and after 2.5 s', async () => {
    let tries = 0;
    const api = fakeApi({
      'GET /api/stripe/confirm-session': () =>
        ++tries === 1
          ? Response.json({ error: 'Payment pending', code: 'PAYMENT_PENDING' }, { status: 409 })
          : Response.json({ subscription: makeSubscription(), user: premium }),
      'GET /api/auth/session': () => Response.json({ user: premium }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<WelcomePremiumPage />, {
      path: '/en/welcome-premium?session_id=cs_test_1',
      user: makeUser(),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: "You're In — Welcome to Premium" }),
    ).toBeTruthy();
    expect(screen.getByText('Finalizing your subscription…')).toBeTruthy();
    expect(await screen.findByText('Subscription confirmed!', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Your Premium plan is active. Enjoy every moment.')).toBeTruthy();
    expect(tries).toBe(2);
    expect(api.calls[0]?.url.search).toBe('?session_id=cs_test_1');

    const verifies = () => api.calls.filter((call) => call.url.pathname === '/api/auth/session');
    await waitFor(() => expect(verifies()).toHaveLength(1));
    await waitFor(() => expect(verifies()).toHaveLength(2), { timeout: 3500 });
    expect(tries).toBe(2);
  }, 10_000);

  it('names the plan bought: Pro, not Premium', async () => {
    const pro = makeUser({ isPremium: true, plan: 'pro' });
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/stripe/confirm-session': () =>
          Response.json({ subscription: makeSubscription({ plan_id: 'pro' }), user: pro }),
        'GET /api/auth/session': () => Response.json({ user: pro }),
      }).fetchMock,
    );
    renderWithProviders(<WelcomePremiumPage />, {
      path: '/bg/welcome-premium?session_id=cs_test_pro',
      language: 'bg',
      user: pro,
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Про вече е твой$/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: /Премиум/ })).toBeNull();
  });

  it('sends a user with no paid plan to the plans, in English and Bulgarian', async () => {
    for (const language of ['en', 'bg'] as const) {
      const api = fakeApi({ 'GET /api/auth/session': () => Response.json({ user: makeUser() }) });
      vi.stubGlobal('fetch', api.fetchMock);
      const view = renderWithProviders(<WelcomePremiumPage />, {
        path: `/${language}/welcome-premium`,
        route: '/:lang/welcome-premium',
        language,
        user: makeUser(),
      });
      // No welcome while the server is asked.
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      await waitFor(() =>
        expect(screen.getByTestId('location').textContent).toBe(`/${language}/plans`),
      );
      // Asked the server itself rather than trusting what the browser knew.
      expect(api.calls.map((call) => call.url.pathname)).toContain('/api/auth/session');
      view.unmount();
    }
  });

  it('welcomes a user the check finds paid (a webhook was first), though the browser knew them as free', async () => {
    const api = fakeApi({ 'GET /api/auth/session': () => Response.json({ user: premium }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<WelcomePremiumPage />, {
      path: '/en/welcome-premium',
      route: '/:lang/welcome-premium',
      user: makeUser(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're In — Welcome to Premium" }),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/en/welcome-premium');
  });

  it('keeps a free user whose payment is still being processed on the page', async () => {
    const api = fakeApi({
      'GET /api/stripe/confirm-session': () =>
        Response.json({ error: 'Payment pending', code: 'PAYMENT_PENDING' }, { status: 409 }),
      'GET /api/auth/session': () => Response.json({ user: makeUser() }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(<WelcomePremiumPage />, {
        path: '/en/welcome-premium?session_id=cs_test_slow',
        route: '/:lang/welcome-premium',
        user: makeUser(),
      });
      // Every try of confirm-session (with its backoff) answers 'still pending'.
      await vi.advanceTimersByTimeAsync(30_000);
      expect(screen.getByText(/switch on as soon as your payment is confirmed/)).toBeTruthy();
      await waitFor(() =>
        expect(api.calls.map((call) => call.url.pathname)).toContain('/api/auth/session'),
      );
      expect(screen.getByTestId('location').textContent).toBe(
        '/en/welcome-premium?session_id=cs_test_slow',
      );
      expect(
        api.calls.filter((call) => call.url.pathname === '/api/stripe/confirm-session').length,
      ).toBeGreaterThan(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays calm without a session id and keeps the links', async () => {
    const api = fakeApi({ 'GET /api/auth/session': () => Response.json({ user: premium }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<WelcomePremiumPage />, { path: '/en/welcome-premium', user: premium });
    expect(screen.getByText(/switch on as soon as your payment is confirmed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Explore companions/ }).getAttribute('href')).toBe(
      '/en/models',
    );
    expect(screen.getByRole('link', { name: /Go to dashboard/ }).getAttribute('href')).toBe(
      '/en/dashboard',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // No payment to confirm, but the user is still checked again (a webhook may have paid).
    await waitFor(() =>
      expect(api.calls.map((call) => call.url.pathname)).toContain('/api/auth/session'),
    );
    expect(api.calls.map((call) => call.url.pathname)).not.toContain('/api/stripe/confirm-session');
  });

  it('says a payment was refunded when its code no longer held, with the way on', async () => {
    const api = fakeApi({
      'GET /api/stripe/confirm-session': () =>
        Response.json(
          {
            error: 'The discount code SPRING can no longer be used.',
            code: 'DISCOUNT_NO_LONGER_VALID',
            reason: 'inactive',
            discountCode: 'SPRING',
            refunded: true,
            plan_id: 'pro',
            billing_cycle: 'yearly',
          },
          { status: 409 },
        ),
      'GET /api/auth/session': () => Response.json({ user: makeUser() }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<WelcomePremiumPage />, {
      path: '/en/welcome-premium?session_id=cs_test_2',
      user: makeUser(),
    });
    const notice = await screen.findByTestId('discount-rejected');
    expect(notice.textContent).toContain('Your discount code no longer applies');
    expect(notice.textContent).toContain(
      'The code SPRING could not be used when your payment was taken: it has been switched off.',
    );
    expect(notice.textContent).toContain('Your payment has been refunded in full');
    expect(screen.getByRole('link', { name: 'Pay without the code' }).getAttribute('href')).toBe(
      '/en/checkout?plan=pro&billing=yearly',
    );
    expect(screen.queryByText('Subscription confirmed!')).toBeNull();
  });
});
