import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { makePlans, makeSubscription } from './billing-test-data';
import { planPriceDisplay } from './plan-pricing';
import { HIGHLIGHT_MS, PlansPage } from './plans-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serve(
  subscription: ReturnType<typeof makeSubscription> | null = null,
  more: Parameters<typeof fakeApi>[0] = {},
) {
  const api = fakeApi({
    'GET /api/plans': () => Response.json({ plans: makePlans() }),
    'GET /api/stripe/current-subscription': () => Response.json({ subscription }),
    ...more,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const card = (id: string) => screen.getByTestId(`plan-${id}`);

describe('planPriceDisplay', () => {
  it('shows the monthly price, or the yearly price per month plus the yearly total', () => {
    const [free, premium, pro] = makePlans();
    expect(planPriceDisplay(premium!, 'monthly')).toEqual({
      perMonth: 14.99,
      billedAnnually: null,
    });
    expect(planPriceDisplay(premium!, 'yearly')).toEqual({
      perMonth: 12.5,
      billedAnnually: 149.99,
    });
    expect(planPriceDisplay(pro!, 'yearly')).toEqual({ perMonth: 33.33, billedAnnually: 399.99 });
    expect(planPriceDisplay(free!, 'yearly')).toEqual({ perMonth: 0, billedAnnually: null });
  });
});

describe('PlansPage', () => {
  it('asks for the plans in the page language and switches the prices to yearly', async () => {
    const api = serve();
    renderWithProviders(<PlansPage />, { path: '/en/plans', user: makeUser() });
    await screen.findByRole('heading', { name: /Premium/ });
    expect(api.calls.find((call) => call.url.pathname === '/api/plans')?.url.search).toBe(
      '?lang=en',
    );

    const monthly = screen.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement;
    expect(monthly.checked).toBe(true);
    expect(within(card('premium')).getByText('$14.99')).toBeTruthy();
    expect(within(card('pro')).getByText('$39.99')).toBeTruthy();
    expect(within(card('basic')).getByText('$0')).toBeTruthy();
    expect(within(card('premium')).getByText('Most popular')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Yearly.*Save 20%/ }));
    expect(within(card('premium')).getByText('$12.50')).toBeTruthy();
    expect(within(card('premium')).getByText('billed annually $149.99')).toBeTruthy();
    expect(within(card('pro')).getByText('$33.33')).toBeTruthy();
    expect(within(card('pro')).getByText('billed annually $399.99')).toBeTruthy();
    expect(
      within(card('premium')).getByRole('link', { name: 'Get Premium' }).getAttribute('href'),
    ).toBe('/en/checkout?plan=premium&billing=yearly');
  });

  it('makes the Free button highlight the paid plans for two seconds', async () => {
    serve();
    renderWithProviders(<PlansPage />, { path: '/en/plans', user: makeUser() });
    const free = await screen.findByRole('button', { name: 'Your current plan' });
    vi.useFakeTimers();
    fireEvent.click(free);
    expect(card('premium').dataset.highlighted).toBe('true');
    expect(card('pro').dataset.highlighted).toBe('true');
    expect(card('basic').dataset.highlighted).toBeUndefined();
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 100));
    expect(card('premium').dataset.highlighted).toBe('true');
    act(() => vi.advanceTimersByTime(100));
    expect(card('premium').dataset.highlighted).toBeUndefined();
    expect(card('pro').dataset.highlighted).toBeUndefined();
  });

  it("gives a premium user's plan 'Your subscription', leading to the subscription settings", async () => {
    serve(makeSubscription({ plan_id: 'premium' }));
    renderWithProviders(<PlansPage />, {
      path: '/en/plans',
      user: makeUser({ isPremium: true, plan: 'premium' }),
    });
    const link = await within(await screen.findByTestId('plan-premium')).findByRole('link', {
      name: /Your subscription/,
    });
    expect(link.getAttribute('href')).toBe('/en/settings?tab=subscription');
    expect(within(card('premium')).getByText('Current plan')).toBeTruthy();
    // Another paid plan is a plan change, never a second checkout.
    expect(within(card('pro')).queryByRole('link', { name: 'Get Pro' })).toBeNull();
    expect(within(card('pro')).getByRole('button', { name: 'Change to Pro' })).toBeTruthy();
    // Free is part of what they pay for: a note, not a button that compares or highlights.
    expect(within(card('basic')).queryByRole('button')).toBeNull();
    expect(within(card('basic')).getByText('Everything in Free is part of your plan')).toBeTruthy();
  });

  it('shows a visitor the prices, Free as a sign-up and the paid plans leading to checkout', async () => {
    const api = serve();
    renderWithProviders(<PlansPage />, { path: '/bg/plans', language: 'bg', user: null });
    const start = await within(await screen.findByTestId('plan-basic')).findByRole('link', {
      name: 'Започни безплатно',
    });
    expect(start.getAttribute('href')).toBe('/bg/register');
    expect(within(card('premium')).getByText('14,99 $')).toBeTruthy();
    expect(
      within(card('premium')).getByRole('link', { name: 'Вземи Premium' }).getAttribute('href'),
    ).toBe('/bg/checkout?plan=premium&billing=monthly');
    // A visitor has no subscription to ask about.
    expect(api.calls.some((call) => call.url.pathname.includes('current-subscription'))).toBe(
      false,
    );
  });

  it('shows the FAQ and a load failure with Try Again', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    renderWithProviders(<PlansPage />, { path: '/en/plans', user: makeUser() });
    expect(await screen.findByText("We couldn't load the plans")).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try Again/ })).toBeTruthy();
    expect(screen.getByText('Can I cancel at any time?')).toBeTruthy();
    expect(screen.getByText(/a move down .* takes effect at the end of the period/)).toBeTruthy();
    expect(screen.getByText(/We never see or store your card number/)).toBeTruthy();
  });
});

describe('PlansPage: a subscriber changes plan through the dialog', () => {
  const premium = makeSubscription({
    plan_id: 'premium',
    current_period_end: '2099-04-14T10:00:00.000Z',
  });
  const quote =
    (amount: number, cycle = 'monthly') =>
    () =>
      Response.json({
        quote: {
          plan_id: 'pro',
          billing_cycle: cycle,
          currency: 'usd',
          amount_due_now: amount,
          effective_at: null,
        },
      });

  async function openDialog(language: 'en' | 'bg' = 'en', name = 'Change to Pro') {
    renderWithProviders(<PlansPage />, {
      path: `/${language}/plans`,
      language,
      user: makeUser({ isPremium: true, plan: 'premium' }),
    });
    const button = await within(await screen.findByTestId('plan-pro')).findByRole('button', {
      name,
    });
    fireEvent.click(button);
    return screen.findByRole('dialog');
  }

  it('quotes the prorated amount, pays it on Confirm and never opens a checkout', async () => {
    const api = serve(premium, {
      'POST /api/stripe/preview-plan-change': quote(16.93),
      'POST /api/stripe/update-subscription': () =>
        Response.json({ subscription: { ...premium, plan_id: 'pro' } }),
    });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Change to Pro?' })).toBeTruthy();
    expect(await within(dialog).findByText('$16.93')).toBeTruthy();
    expect(within(dialog).getByText(/until .*2099\. After that, Pro renews/)).toBeTruthy();
    const preview = api.calls.find((call) => call.url.pathname.endsWith('preview-plan-change'));
    expect(preview?.body).toEqual({
      subscription_id: premium.id,
      plan_id: 'pro',
      billing_cycle: 'monthly',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $16.93 and change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const update = api.calls.find((call) => call.url.pathname.endsWith('update-subscription'));
    expect(update?.body).toEqual(preview?.body);
    expect(api.calls.some((call) => call.url.pathname.includes('checkout'))).toBe(false);
  });

  it('shows a declined card in words and keeps the dialog open; Keep my plan closes it', async () => {
    serve(premium, {
      'POST /api/stripe/preview-plan-change': quote(25),
      'POST /api/stripe/update-subscription': () =>
        Response.json(
          { error: 'Your card has insufficient funds.', code: 'PAYMENT_FAILED' },
          { status: 402 },
        ),
    });
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay $25.00 and change' }));
    expect(
      await within(dialog).findByText(/Your card was declined, so nothing changed/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the quote cannot be had and offers no confirm', async () => {
    serve(premium, {
      'POST /api/stripe/preview-plan-change': () =>
        Response.json({ error: 'Changed meanwhile', code: 'CONFLICT' }, { status: 409 }),
    });
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText(/Your subscription changed in the meantime/),
    ).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Change plan' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('speaks Bulgarian and says when nothing is due now', async () => {
    serve(premium, { 'POST /api/stripe/preview-plan-change': quote(0) });
    const dialog = await openDialog('bg', 'Смени на Pro');
    expect(within(dialog).getByRole('heading', { name: 'Да смениш ли на Про?' })).toBeTruthy();
    expect(await within(dialog).findByText(/Няма нищо за плащане сега/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Смени плана' })).toBeTruthy();
  });
});

describe('PlansPage: a downgrade waits for the period end', () => {
  const pro = makeSubscription({ plan_id: 'pro', current_period_end: '2099-04-14T10:00:00.000Z' });
  const scheduledQuote = () =>
    Response.json({
      quote: {
        plan_id: 'premium',
        billing_cycle: 'monthly',
        currency: 'usd',
        amount_due_now: 0,
        effective_at: '2099-04-14T10:00:00.000Z',
      },
    });

  async function openDowngrade(language: 'en' | 'bg', name: string) {
    renderWithProviders(<PlansPage />, {
      path: `/${language}/plans`,
      language,
      user: makeUser({ isPremium: true, plan: 'pro' }),
    });
    const button = await within(await screen.findByTestId('plan-premium')).findByRole('button', {
      name,
    });
    fireEvent.click(button);
    return screen.findByRole('dialog');
  }

  it('says nothing is charged now and when the plan changes, then schedules it', async () => {
    const api = serve(pro, {
      'POST /api/stripe/preview-plan-change': scheduledQuote,
      'POST /api/stripe/update-subscription': () =>
        Response.json({
          subscription: {
            ...pro,
            scheduled_change: {
              plan_id: 'premium',
              billing_cycle: 'monthly',
              effective_at: '2099-04-14T10:00:00.000Z',
            },
          },
        }),
    });
    const dialog = await openDowngrade('en', 'Change to Premium');
    expect(await within(dialog).findByText('$0.00')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Nothing to pay now. You keep Pro until April 14, 2099; then your plan changes to Premium and renews at its price.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change at period end' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const update = api.calls.find((call) => call.url.pathname.endsWith('update-subscription'));
    expect(update?.body).toEqual({
      subscription_id: pro.id,
      plan_id: 'premium',
      billing_cycle: 'monthly',
    });
  });

  it('speaks Bulgarian', async () => {
    serve(pro, { 'POST /api/stripe/preview-plan-change': scheduledQuote });
    const dialog = await openDowngrade('bg', 'Смени на Premium');
    expect(
      await within(dialog).findByText(
        /^Няма нищо за плащане сега\. Запазваш Про до .*2099.*; след това планът ти става Премиум и се подновява на неговата цена\.$/,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Смени в края на периода' })).toBeTruthy();
  });
});

describe('PlansPage: a scheduled downgrade shows on its card', () => {
  const pro = makeSubscription({
    plan_id: 'pro',
    scheduled_change: {
      plan_id: 'premium',
      billing_cycle: 'monthly',
      effective_at: '2099-04-14T10:00:00.000Z',
    },
  });

  it('says when Premium starts and leads to the subscription settings instead of a change', async () => {
    serve(pro);
    renderWithProviders(<PlansPage />, {
      path: '/en/plans',
      user: makeUser({ isPremium: true, plan: 'pro' }),
    });
    const link = await within(await screen.findByTestId('plan-premium')).findByRole('link', {
      name: 'Starts on April 14, 2099',
    });
    expect(link.getAttribute('href')).toBe('/en/settings?tab=subscription');
    expect(within(card('premium')).queryByRole('button', { name: 'Change to Premium' })).toBeNull();
  });

  it('speaks Bulgarian', async () => {
    serve(pro);
    renderWithProviders(<PlansPage />, {
      path: '/bg/plans',
      language: 'bg',
      user: makeUser({ isPremium: true, plan: 'pro' }),
    });
    expect(
      await within(await screen.findByTestId('plan-premium')).findByRole('link', {
        name: /^Започва на .*2099/,
      }),
    ).toBeTruthy();
  });
});
