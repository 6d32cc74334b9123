import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuoteRequest } from '#common/contracts/billing';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { makePlans, makeQuote } from './billing-test-data';
import { CheckoutPage } from './checkout-page';

afterEach(() => vi.unstubAllGlobals());

const YEARLY = makeQuote({
  billing_cycle: 'yearly',
  subtotal: 149.99,
  annualDiscountPercent: 20,
  yearlySaving: 29.89,
  total: 149.99,
});

/** The quote endpoint as the server answers: SAVE10 is 10% off, OLD has expired. */
function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/plans': () => Response.json({ plans: makePlans() }),
    'POST /api/stripe/quote': (_url, init) => {
      const request = JSON.parse(String(init?.body)) as QuoteRequest;
      const base = request.billing_cycle === 'yearly' ? YEARLY : makeQuote();
      if (!request.discount_code) return Response.json({ quote: base });
      if (request.discount_code.toUpperCase() === 'SAVE10') {
        const amount = Math.round(base.subtotal * 10) / 100;
        return Response.json({
          quote: {
            ...base,
            discount: { code: 'SAVE10', name: 'Ten off', type: 'percentage', value: 10, amount },
            total: Math.round((base.subtotal - amount) * 100) / 100,
          },
        });
      }
      return Response.json(
        { error: 'This discount code has expired.', code: 'DISCOUNT_INVALID', reason: 'expired' },
        { status: 400 },
      );
    },
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const line = (id: string) => screen.getByTestId(`summary-${id}`).textContent;

describe('CheckoutPage', () => {
  it('summarises a monthly order from the server quote, with what the plan includes', async () => {
    serve();
    renderWithProviders(<CheckoutPage />, { path: '/en/checkout?plan=premium', user: makeUser() });
    expect(screen.getByText('Preparing your checkout...')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Order summary' });
    expect(line('plan')).toBe('PlanPremium');
    expect(line('billing')).toBe('BillingMonthly');
    expect(line('subtotal')).toBe('Subtotal$14.99');
    expect(line('tax')).toBe('Tax$0.00');
    expect(line('total')).toBe('Total$14.99/month');
    expect(screen.queryByTestId('summary-annual')).toBeNull();
    expect(screen.queryByTestId('summary-saving')).toBeNull();
    const included = screen.getByRole('region', { name: "What's included" });
    expect(within(included).getByText('Premium companions')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Plans/ }).getAttribute('href')).toBe(
      '/en/plans',
    );
  });

  it('adds the annual -20% line and the yearly saving to a yearly order', async () => {
    const api = serve();
    renderWithProviders(<CheckoutPage />, {
      path: '/en/checkout?plan=premium&billing=yearly',
      user: makeUser(),
    });
    await screen.findByRole('heading', { name: 'Order summary' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      plan_id: 'premium',
      billing_cycle: 'yearly',
    });
    expect(line('billing')).toBe('BillingYearly');
    expect(line('subtotal')).toBe('Subtotal$149.99');
    expect(line('annual')).toBe('Annual discount-20%');
    expect(line('total')).toBe('Total$149.99/year');
    expect(line('saving')).toBe('You save $29.89 a year');
  });

  it('shows why the server refused a code, then applies and removes a good one', async () => {
    serve();
    renderWithProviders(<CheckoutPage />, { path: '/en/checkout?plan=premium', user: makeUser() });
    const field = await screen.findByLabelText('Discount code');
    fireEvent.change(field, { target: { value: ' old ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This discount code has expired.');
    expect(line('total')).toBe('Total$14.99/month');

    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'save10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('SAVE10 applied: Ten off');
    expect(line('discount')).toBe('Discount (SAVE10)-$1.50');
    expect(line('total')).toBe('Total$13.49/month');

    fireEvent.click(screen.getByRole('button', { name: 'Remove the discount code SAVE10' }));
    expect(screen.queryByTestId('summary-discount')).toBeNull();
    expect(line('total')).toBe('Total$14.99/month');
  });

  it('says so for a plan it does not sell', async () => {
    serve();
    renderWithProviders(<CheckoutPage />, { path: '/en/checkout?plan=basic', user: makeUser() });
    expect(await screen.findByRole('heading', { name: "We don't know that plan" })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Plans/ }).getAttribute('href')).toBe(
      '/en/plans',
    );
  });

  it('creates the session with the applied code and shows a missing address as a failure', async () => {
    const api = serve({
      'POST /api/stripe/create-checkout-session': () =>
        Response.json({ url: '', sessionId: 'cs_1' }),
    });
    renderWithProviders(<CheckoutPage />, {
      path: '/bg/checkout?plan=pro&billing=yearly',
      language: 'bg',
      user: makeUser(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Към сигурното плащане' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Не успяхме да създадем сесия за плащане')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: /Опитай отново/ })).toBeTruthy();
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.url.pathname === '/api/stripe/create-checkout-session')?.body,
      ).toEqual({ plan_id: 'pro', billing_cycle: 'yearly', language: 'bg' }),
    );
  });

  it.each([
    ['en', 'Proceed to Secure Checkout', 'A checkout you opened earlier has just been paid'],
    ['bg', 'Към сигурното плащане', 'Поръчка, която започна по-рано, току-що беше платена'],
  ] as const)(
    'says in %s that an older checkout was just paid instead of opening a new one',
    async (language, proceed, message) => {
      serve({
        'POST /api/stripe/create-checkout-session': () =>
          Response.json(
            {
              error: 'A checkout you opened earlier has just been paid.',
              code: 'CHECKOUT_ALREADY_PAID',
            },
            { status: 409 },
          ),
      });
      renderWithProviders(<CheckoutPage />, {
        path: `/${language}/checkout?plan=pro&billing=monthly`,
        language,
        user: makeUser(),
      });
      fireEvent.click(await screen.findByRole('button', { name: proceed }));
      expect((await screen.findByRole('alert')).textContent).toContain(message);
    },
  );
});
