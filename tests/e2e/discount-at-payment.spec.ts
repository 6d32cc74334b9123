import { request as apiRequest } from '@playwright/test';
import { registerAccount } from './accounts';
import { BILLING_TEXTS, CARDS, createDiscountCodeAsAdmin, payWithCard } from './billing-helpers';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';

/**
 * A discount code is checked again when the payment is taken: a buyer whose checkout opened
 * while the code had a use left, but who pays after someone else took it, is told why, charged
 * nothing, and led to the same plan without the code.
 */

const TEXTS = {
  en: {
    discountLabel: 'Discount code',
    apply: 'Apply',
    title: 'Your discount code no longer applies',
    why: 'it has been used up by other buyers.',
    notCharged: 'Nothing was charged.',
    payWithout: 'Pay without the code',
    full: '$14.99',
  },
  bg: {
    discountLabel: 'Код за отстъпка',
    apply: 'Приложи',
    title: 'Кодът ти за отстъпка вече не важи',
    why: 'вече е използван от други купувачи.',
    notCharged: 'Нищо не е таксувано.',
    payWithout: 'Плати без кода',
    full: '14,99',
  },
} as const;

for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  const t = TEXTS[lang];
  const billing = BILLING_TEXTS[lang];

  test(`a code used up while the checkout was open is refused with the way on (${lang})`, async ({
    page,
    extraHTTPHeaders,
  }, testInfo) => {
    testInfo.setTimeout(180_000);
    const code = `LAST-${lang}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
    await createDiscountCodeAsAdmin({ code, value: 50, max_uses: 1 });

    await chooseLanguageBeforeLoad(page, lang);
    await registerAccount(page.request, { lang, firstName: 'Mira', tag: `late-code-${lang}` });
    await page.goto(`/${lang}/checkout?plan=premium&billing=monthly`);
    await page.getByLabel(t.discountLabel).fill(code);
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(page.getByTestId('summary-discount')).toContainText(code);
    await page.getByRole('button', { name: billing.proceed }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/sandbox-checkout/[^/]+$`));

    // Someone else takes the code's one use meanwhile.
    const other = await apiRequest.newContext({
      baseURL: String(testInfo.project.use.baseURL),
      extraHTTPHeaders: { ...extraHTTPHeaders, Origin: String(testInfo.project.use.baseURL) },
    });
    try {
      await registerAccount(other, { lang, firstName: 'Vera', tag: `early-code-${lang}` });
      const created = await other.post('/api/stripe/create-checkout-session', {
        data: { plan_id: 'premium', billing_cycle: 'monthly', discount_code: code },
      });
      expect(created.status(), await created.text()).toBe(200);
      const { sessionId } = (await created.json()) as { sessionId: string };
      const paid = await other.post('/api/stripe/sandbox/pay', {
        data: {
          sessionId,
          cardNumber: '4242424242424242',
          expMonth: 12,
          expYear: 2034,
          cvc: '123',
        },
      });
      expect(paid.status(), await paid.text()).toBe(200);
    } finally {
      await other.dispose();
    }

    await payWithCard(page, lang, CARDS.success);
    const notice = page.getByTestId('discount-rejected');
    await expect(notice.getByRole('heading', { name: t.title })).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText(code);
    await expect(notice).toContainText(t.why);
    await expect(notice).toContainText(t.notCharged);

    await notice.getByRole('link', { name: t.payWithout }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?plan=premium&billing=monthly$`));
    await expect(page.getByTestId('summary-discount')).toHaveCount(0);
    await page.getByRole('button', { name: billing.proceed }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/sandbox-checkout/[^/]+$`));
    await expect(page.getByTestId('sandbox-total')).toContainText(t.full, { timeout: 20_000 });
    await payWithCard(page, lang, CARDS.success);
    // A full page load each (the hosted page, the welcome page): slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: billing.welcome })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(billing.confirmed)).toBeVisible({ timeout: 20_000 });
  });
}
