import { registerAccount } from './accounts';
import { pageDate, subscribeThroughApi } from './billing-helpers';
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

/** A Pro subscriber moves down to Premium: nothing charged, Pro kept until the period end. */
const DOWNGRADE_TEXTS = {
  en: {
    changeToPremium: 'Change to Premium',
    title: 'Change to Premium?',
    amount: '$0.00',
    keepsUntil: (date: string) => `You keep Pro until ${date}; then your plan changes to Premium`,
    confirm: 'Change at period end',
    scheduled: (date: string) =>
      `Done. You keep Pro until ${date}, then your plan changes to Premium.`,
    banner: (date: string) => `On ${date} your subscription changes to Premium, billed monthly.`,
    startsOn: (date: string) => `Starts on ${date}`,
    keep: 'Keep Pro',
    kept: 'You keep Pro. Your subscription renews as it is.',
  },
  bg: {
    changeToPremium: 'Смени на Премиум',
    title: 'Да смениш ли на Премиум?',
    amount: /^0,00\s\$$/,
    keepsUntil: (date: string) => `Запазваш Про до ${date}; след това планът ти става Премиум`,
    confirm: 'Смени в края на периода',
    scheduled: (date: string) =>
      `Готово. Запазваш Про до ${date}, след това планът ти става Премиум.`,
    banner: (date: string) => `На ${date} абонаментът ти минава на Премиум, с месечно плащане.`,
    startsOn: (date: string) => `Започва на ${date}`,
    keep: 'Запази Про',
    kept: 'Запазваш Про. Абонаментът ти се подновява както досега.',
  },
} as const;

for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  const texts = DOWNGRADE_TEXTS[lang];

  test(`a Pro subscriber schedules Premium for the period end, then keeps Pro (${lang})`, async ({
    page,
  }, testInfo) => {
    testInfo.setTimeout(60_000);
    await chooseLanguageBeforeLoad(page, lang);
    await registerAccount(page.request, { lang, firstName: 'Vera', tag: `downgrade-${lang}` });
    await subscribeThroughApi(page, lang, 'pro');
    const current = await page.request.get('/api/stripe/current-subscription');
    const { subscription } = (await current.json()) as {
      subscription: { current_period_end: string };
    };

    await page.goto(`/${lang}/plans`);
    const date = await pageDate(page, subscription.current_period_end, lang);
    await page
      .getByTestId('plan-premium')
      .getByRole('button', { name: texts.changeToPremium })
      .click();
    const dialog = page.getByRole('dialog', { name: texts.title });
    await expect(dialog.getByTestId('plan-change-amount')).toHaveText(texts.amount);
    await expect(dialog.getByTestId('plan-change-summary')).toContainText(texts.keepsUntil(date));
    await dialog.getByRole('button', { name: texts.confirm }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(texts.scheduled(date))).toBeVisible();
    // Premium's card now says when it starts and leads to where it can be undone.
    await page
      .getByTestId('plan-premium')
      .getByRole('link', { name: texts.startsOn(date) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/settings\\?tab=subscription$`));

    // Still Pro, with the change waiting; Settings › Subscription keeps Pro on request.
    const banner = page.getByTestId('subscription-scheduled-change');
    await expect(banner).toContainText(texts.banner(date));
    await banner.getByRole('button', { name: texts.keep }).click();
    await expect(page.getByText(texts.kept)).toBeVisible();
    await expect(banner).toHaveCount(0);
    const after = await page.request.get('/api/stripe/current-subscription');
    expect((await after.json()).subscription).toMatchObject({
      plan_id: 'pro',
      scheduled_change: null,
    });
  });
}
