import { registerAccount } from './accounts';
import { expect, test } from './fixtures';

test.describe('my profile', () => {
  test('an edit is saved and still there after a reload (Bulgarian)', async ({ bgPage: page }) => {
    await registerAccount(page.request, { lang: 'bg', firstName: 'Мария', tag: 'profile' });
    await page.goto('/bg/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Моят профил' })).toBeVisible();
    await page.getByRole('button', { name: 'Редактирай профила' }).click();

    await page.getByLabel('Фамилия').fill('Петрова');
    await page.getByRole('textbox', { name: 'За мен' }).fill('Обичам планините и добрите книги.');

    const add = page.getByRole('combobox', { name: 'Добави интерес' });
    await add.fill('йог');
    await page.getByRole('option', { name: 'Йога' }).click();
    await add.fill('xyzq');
    await expect(
      page.getByText('Няма подходящи предложения. Натисни Enter, за да добавиш „xyzq“'),
    ).toBeVisible();
    await add.fill('Планинско колоездене');
    await add.press('Enter');
    // A duplicate (in another case) is ignored.
    await add.fill('йога');
    await add.press('Enter');
    const chips = page.getByRole('list', { name: 'Интереси' }).getByRole('listitem');
    await expect(chips).toHaveText(['Йога', 'Планинско колоездене']);

    await page.getByText('Романтичен').click();
    await page.getByRole('button', { name: 'Запази', exact: true }).click();
    await expect(page.getByText('Профилът ти е запазен.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Редактирай профила' })).toBeVisible();

    await page.reload();
    await expect(page.locator('#main-content').getByText('Мария Петрова')).toBeVisible();
    await expect(page.getByText('Обичам планините и добрите книги.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Интереси' }).getByRole('listitem')).toHaveText([
      'Йога',
      'Планинско колоездене',
    ]);
    await expect(page.getByText('Романтичен').first()).toBeVisible();
  });
});
