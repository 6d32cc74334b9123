import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';
import { mailedLink } from './outbox';

const PASSWORD = 'Undo2025Secret';

const TEXTS = {
  en: { restore: 'Restore my old address', done: 'signed you out on every device' },
  bg: { restore: 'Върни стария адрес', done: 'изведохме от профила на всички устройства' },
} as const;

for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  test(`an e-mail change is undone from the link mailed to the old address (${lang})`, async ({
    page,
    request,
  }) => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const oldEmail = `undo-${lang}-${stamp}@example.com`;
    const newEmail = `moved-${lang}-${stamp}@example.com`;
    const register = await request.post('/api/auth/register', {
      data: {
        email: oldEmail,
        password: PASSWORD,
        firstName: 'Vera',
        lastName: 'Tester',
        termsAccepted: true,
        ageConfirmed: true,
        language: lang,
      },
      headers: { 'x-session-delivery': 'token' },
    });
    expect(register.status(), await register.text()).toBe(201);
    const { token } = (await register.json()) as { token: string };
    const change = await request.put('/api/users/me/email', {
      data: { email: newEmail, currentPassword: PASSWORD },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(change.status(), await change.text()).toBe(200);

    const link = await mailedLink(request, oldEmail, 'undo-email-change');
    expect(link).toContain(`/${lang}/undo-email-change?token=`);
    await chooseLanguageBeforeLoad(page, lang);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('button', { name: TEXTS[lang].restore }).click();
    await expect(page.getByTestId('undo-email-success')).toContainText(TEXTS[lang].done);

    const login = await request.post('/api/auth/login', {
      data: { login: oldEmail, password: PASSWORD },
    });
    expect(login.status()).toBe(200);
  });
}
