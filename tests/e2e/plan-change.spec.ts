import { registerAccount } from './accounts';
import { subscribeThroughApi } from './billing-helpers';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';

/** A Premium subscriber moves to Pro from the plans page: quoted, paid, changed; no checkout. */
const TEXTS = {
  en: {
    changeToPro: 'Change to Pro',
    title: 'Change to Pro?',
    // The prorated difference of a month just begun: just under $25.00.
    amount: /^\$2[45]\.\d\d$/,
    pay: /^Pay \$2[45]\.\d\d and change$/,
    changed: 'Your plan is now Pro.',
    yourSubscription: 'Your subscription',
  },
  bg: {
    changeToPro: 'Смени на Про',
    title: 'Да смениш ли на Про?',
    amount: /^2[45],\d\d\s\$$/,
    pay: /^Плати 2[45],\d\d\s\$ и смени$/,
    changed: 'Планът ти вече е Про.',
    yourSubscription: 'Твоят абонамент',
  },
} as const;

for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  const texts = TEXTS[lang];

  test(`a Premium subscriber upgrades to Pro through the plan-change dialog (${lang})`, async ({
    page,
  }, testInfo) => {
    testInfo.setTimeout(60_000);
    await chooseLanguageBeforeLoad(page, lang);
    await registerAccount(page.request, { lang, firstName: 'Vera', tag: `upgrade-${lang}` });
    await subscribeThroughApi(page, lang);

    await page.goto(`/${lang}/plans`);
    await page.getByTestId('plan-pro').getByRole('button', { name: texts.changeToPro }).click();
    const dialog = page.getByRole('dialog', { name: texts.title });
    await expect(dialog.getByTestId('plan-change-amount')).toHaveText(texts.amount);
    await dialog.getByRole('button', { name: texts.pay }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(texts.changed)).toBeVisible();

    // The same subscription is on Pro now: no second one, no checkout page on the way.
    const list = await page.request.get('/api/stripe/user-subscriptions');
    const { subscriptions } = (await list.json()) as {
      subscriptions: Array<{ plan_id: string; status: string }>;
    };
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ plan_id: 'pro', status: 'active' });
    await expect(page).toHaveURL(new RegExp(`/${lang}/plans$`));
    await expect(
      page.getByTestId('plan-pro').getByRole('link', { name: texts.yourSubscription }),
    ).toBeVisible();
  });
}
