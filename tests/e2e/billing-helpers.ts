import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { FIRST_ADMIN } from './admin-helpers';
import type { Lang } from './fixtures';

/** Stripe's test cards, as the sandbox checkout takes them. */
export const CARDS = {
  success: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 9995',
  declined: '4000 0000 0000 0002',
} as const;

/** The billing texts the specs look for, in both languages. */
export const BILLING_TEXTS = {
  en: {
    plansTitle: 'Choose Your Perfect Plan',
    yearly: /Yearly/,
    getPremium: 'Get Premium',
    proceed: 'Proceed to Secure Checkout',
    orderSummary: 'Order summary',
    testMode: 'Sandbox — test mode',
    cardNumber: 'Card number',
    expiry: 'Expiration date (MM / YY)',
    cvc: 'Security code (CVC)',
    name: 'Name on card',
    pay: /^Pay /,
    welcome: "You're In — Welcome to Premium",
    confirmed: 'Subscription confirmed!',
    crown: 'Premium member',
    insufficientFunds: 'Payment failed: Insufficient funds',
    freePlan: "You're on the Free plan",
    showPhoto3: /Show photo 3 of 4/,
    isabellePhoto3: 'Isabelle, photo 3 of 4',
    lockedTitle: 'Premium Content',
    cancel: 'Cancel subscription',
    confirmTitle: 'Cancel your subscription?',
    confirmCancel: 'Yes, cancel',
    keepsUntil: 'You keep premium access until',
    reactivate: 'Reactivate subscription',
    yourSubscription: /Your subscription/,
    chatHello: 'Hello Isabelle, how was your day?',
  },
  bg: {
    plansTitle: 'Избери своя идеален план',
    yearly: /Годишно/,
    getPremium: 'Вземи Премиум',
    proceed: 'Към сигурното плащане',
    orderSummary: 'Обобщение на поръчката',
    testMode: 'Пясъчник — тестов режим',
    cardNumber: 'Номер на картата',
    expiry: 'Валидна до (ММ / ГГ)',
    cvc: 'Код за сигурност (CVC)',
    name: 'Име върху картата',
    pay: /^Плати /,
    welcome: 'Готово — Премиум вече е твой',
    confirmed: 'Абонаментът е потвърден!',
    crown: 'Премиум потребител',
    insufficientFunds: 'Плащането е неуспешно: недостатъчна наличност',
    freePlan: 'Твоят план: Безплатен',
    showPhoto3: /Покажи снимка 3 от 4/,
    isabellePhoto3: 'Изабел, снимка 3 от 4',
    lockedTitle: 'Премиум съдържание',
    cancel: 'Откажи абонамента',
    confirmTitle: 'Да откажем ли абонамента ти?',
    confirmCancel: 'Да, откажи',
    keepsUntil: 'Запазваш премиум достъпа до',
    reactivate: 'Възстанови абонамента',
    yourSubscription: /Твоят абонамент/,
    chatHello: 'Здравей, Изабел, как мина денят ти?',
  },
} as const;

/** From the plans page to the sandbox's hosted checkout for Premium (monthly). */
export async function checkoutPremium(page: Page, lang: Lang): Promise<void> {
  const texts = BILLING_TEXTS[lang];
  await page.goto(`/${lang}/plans`);
  await expect(page.getByRole('heading', { level: 1, name: texts.plansTitle })).toBeVisible();
  await page.getByRole('link', { name: texts.getPremium }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?plan=premium&billing=monthly$`));
  await expect(page.getByRole('heading', { name: texts.orderSummary })).toBeVisible();
  await page.getByRole('button', { name: texts.proceed }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/sandbox-checkout/[^/]+$`));
  await expect(page.getByText(texts.testMode)).toBeVisible();
}

/** Fills the sandbox card form as a person types it, and pays. */
export async function payWithCard(page: Page, lang: Lang, card: string): Promise<void> {
  const texts = BILLING_TEXTS[lang];
  await page.getByLabel(texts.cardNumber).pressSequentially(card.replace(/\s/g, ''));
  await expect(page.getByLabel(texts.cardNumber)).toHaveValue(card);
  await page.getByLabel(texts.expiry).pressSequentially('1234');
  await expect(page.getByLabel(texts.expiry)).toHaveValue('12 / 34');
  await page.getByLabel(texts.cvc).fill('123');
  await page.getByLabel(texts.name).fill('Test Tester');
  await page.getByRole('button', { name: texts.pay }).click();
}

/**
 * Subscribes the page's signed-in user to Premium (or the plan given) through the API
 * (checkout and the sandbox's pay call), for specs that start from a paying user. Writes need
 * this site's Origin.
 */
export async function subscribeThroughApi(
  page: Page,
  lang: Lang,
  plan: 'premium' | 'pro' = 'premium',
): Promise<void> {
  const origin = String(test.info().project.use.baseURL);
  const headers = { Origin: origin };
  const created = await page.request.post('/api/stripe/create-checkout-session', {
    headers,
    data: { plan_id: plan, billing_cycle: 'monthly', language: lang },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { sessionId } = (await created.json()) as { sessionId: string };
  const paid = await page.request.post('/api/stripe/sandbox/pay', {
    headers,
    data: { sessionId, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** A date as the page shows it ("April 14, 2099" / "14 април 2099 г."), from the browser. */
export function pageDate(page: Page, iso: string, lang: Lang): Promise<string> {
  return page.evaluate(
    ([value, locale]) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(value!)),
    [iso, lang === 'bg' ? 'bg-BG' : 'en-US'],
  );
}

/** A discount code made by the first admin through the API (Bearer: no Origin needed). */
export async function createDiscountCodeAsAdmin(fields: {
  code: string;
  value: number;
  max_uses: number;
}): Promise<void> {
  const admin = await apiRequest.newContext({ baseURL: String(test.info().project.use.baseURL) });
  try {
    const login = await admin.post('/api/auth/login', {
      data: FIRST_ADMIN,
      headers: { 'x-session-delivery': 'token' },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const created = await admin.post('/api/admin/discount-codes', {
      data: { type: 'percentage', ...fields },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
}
