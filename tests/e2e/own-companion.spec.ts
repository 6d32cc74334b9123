import { readFileSync } from 'node:fs';
import { registerAccount } from './accounts';
import { messages, typeAndSend } from './chat-helpers';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './page-checks';

/**
 * A companion of one's own, end to end, in both languages: create her (live preview), chat with
 * her (she answers), edit her, export her as a Character Card (JSON and PNG downloads), delete
 * her (the confirmation counts her conversation), and import the card back as a new companion
 * (read first: who she would be shows before the import).
 * Her pages (create, import, the catalogue with "Yours", edit) pass axe and fit a 360 px phone.
 */

const TEXTS = {
  en: {
    name: 'Mila',
    city: 'Varna',
    newCity: 'Plovdiv',
    personality: 'warm, curious',
    greeting: 'Hi! I was just painting the sea.',
    message: 'Hello Mila, what are you painting today?',
    yours: 'Yours',
    usageNone: '0 of 1 used',
    usageFull: '1 of 1 used',
    limit: "You have reached your plan's limit of own companions.",
    createLink: 'Create your companion',
    createTitle: 'Create your companion',
    nameLabel: /^Name/,
    age: 'Age',
    cityLabel: 'City',
    personalityLabel: 'Personality in a few words',
    greetingLabel: 'Greeting',
    portrait: 'Portrait 2',
    create: 'Create her',
    chat: 'Start a conversation',
    editLink: 'Edit, export or delete her',
    save: 'Save changes',
    json: 'Download JSON card',
    png: 'Download PNG card',
    deleteButton: 'Delete her',
    deleteTitle: 'Delete Mila?',
    deleteCount: '1 conversation (2 messages) will be deleted with her.',
    deleteConfirm: 'Delete her and her conversations',
    importLink: 'Import a card',
    importTitle: 'Import a Character Card',
    cardLanguage: 'English',
    importSubmit: 'Import her',
    cardRead: 'This card makes Mila.',
    arrived: 'Mila is here',
  },
  bg: {
    name: 'Мила',
    city: 'Варна',
    newCity: 'Пловдив',
    personality: 'топла, любопитна',
    greeting: 'Здравей! Тъкмо рисувах морето.',
    message: 'Здравей, Мила, какво рисуваш днес?',
    yours: 'Вашите',
    usageNone: '0 от 1 използвани',
    usageFull: '1 от 1 използвани',
    limit: 'Достигнахте ограничението на плана си за собствени спътници.',
    createLink: 'Създайте своя спътница',
    createTitle: 'Създайте своя спътница',
    nameLabel: /^Име/,
    age: 'Възраст',
    cityLabel: 'Град',
    personalityLabel: 'Характер с няколко думи',
    greetingLabel: 'Поздрав',
    portrait: 'Портрет 2',
    create: 'Създайте я',
    chat: 'Започни разговор',
    editLink: 'Редактиране, изнасяне или изтриване',
    save: 'Запазване на промените',
    json: 'Изтегляне на карта JSON',
    png: 'Изтегляне на карта PNG',
    deleteButton: 'Изтриване',
    deleteTitle: 'Да изтрием ли Мила?',
    deleteCount: '1 разговор (2 съобщения) ще бъде изтрит заедно с нея.',
    deleteConfirm: 'Изтриване на нея и разговорите ѝ',
    importLink: 'Внесете карта',
    importTitle: 'Внасяне на Character Card',
    cardLanguage: 'български',
    importSubmit: 'Внасяне',
    cardRead: 'Тази карта създава Мила.',
    arrived: 'Мила е тук',
  },
} as const;

const UUID = /[0-9a-f-]{36}/;

for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  const texts = TEXTS[lang];

  test(`create, chat, edit, export, delete and import her back (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await chooseLanguageBeforeLoad(page, lang);
    await registerAccount(page.request, { lang, firstName: 'Vesela', tag: `own-${lang}` });

    // The catalogue's "Yours" with the free plan's numbers, and the way in.
    await page.goto(`/${lang}/models`);
    const yours = page.getByRole('region', { name: texts.yours });
    await expect(yours.getByText(texts.usageNone)).toBeVisible();
    await yours.getByRole('link', { name: texts.createLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.createTitle })).toBeVisible();

    // Create: the preview follows what is typed.
    const main = page.getByRole('main');
    await main.getByLabel(texts.nameLabel).first().fill(texts.name);
    await main.getByLabel(texts.age, { exact: true }).fill('29');
    await main.getByLabel(texts.cityLabel, { exact: true }).first().fill(texts.city);
    await main.getByLabel(texts.personalityLabel).first().fill(texts.personality);
    await main.getByLabel(texts.greetingLabel, { exact: true }).first().fill(texts.greeting);
    const preview = page.getByTestId('own-preview');
    await expect(preview.getByRole('article', { name: texts.name })).toContainText(texts.city);
    await expect(preview.getByTestId('own-preview-greeting').locator('p')).toHaveText(
      texts.greeting,
    );
    await main.getByRole('img', { name: texts.portrait }).click();
    await expect(main.getByRole('radio', { name: texts.portrait })).toBeChecked();
    await main.getByRole('button', { name: texts.create }).click();

    // Her profile, by her id; she is hers.
    await expect(page).toHaveURL(new RegExp(`/${lang}/model/${UUID.source}$`));
    const id = UUID.exec(page.url())![0];
    await expect(page.getByRole('heading', { level: 1, name: texts.name })).toBeVisible();

    // Chat: she answers.
    await page.getByRole('link', { name: texts.chat }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/chat/${id}$`));
    await typeAndSend(page, lang, texts.message);
    await expect(messages(page, 'model').last()).toHaveAttribute('data-state', 'stored', {
      timeout: 20_000,
    });
    expect(((await messages(page, 'model').last().textContent()) ?? '').length).toBeGreaterThan(3);

    // The catalogue now counts her and says the free plan is full.
    await page.goto(`/${lang}/models`);
    await expect(yours.getByText(texts.usageFull)).toBeVisible();
    await expect(yours.getByText(texts.limit)).toBeVisible();
    await expect(yours.getByRole('article', { name: texts.name })).toBeVisible();

    // Edit: the form opens with her texts; a change is saved.
    await page.goto(`/${lang}/model/${id}`);
    await page.getByRole('link', { name: texts.editLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/model/${id}/edit$`));
    const city = main.getByLabel(texts.cityLabel, { exact: true }).first();
    await expect(city).toHaveValue(texts.city);
    await city.fill(texts.newCity);
    await main.getByRole('button', { name: texts.save }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/model/${id}$`));
    await expect(page.getByRole('main')).toContainText(texts.newCity);

    // Export: JSON and PNG cards download.
    await page.goto(`/${lang}/model/${id}/edit`);
    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: texts.json }).click(),
    ]);
    const json = JSON.parse(readFileSync((await jsonDownload.path())!, 'utf8')) as {
      spec: string;
      data: { name: string };
    };
    expect(json.spec).toBe('chara_card_v3');
    expect(json.data.name).toBe(texts.name);
    const [pngDownload] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: texts.png }).click(),
    ]);
    const pngPath = (await pngDownload.path())!;
    expect(readFileSync(pngPath).subarray(1, 4).toString()).toBe('PNG');

    // Delete: the confirmation says her conversation goes with her.
    await main.getByRole('button', { name: texts.deleteButton }).click();
    const dialog = page.getByRole('dialog', { name: texts.deleteTitle });
    await expect(dialog.getByTestId('own-delete-counts')).toHaveText(texts.deleteCount);
    await dialog.getByRole('button', { name: texts.deleteConfirm }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/models$`));
    await expect(yours.getByText(texts.usageNone)).toBeVisible();
    expect((await page.request.get(`/api/models/${id}`)).status()).toBe(404);

    // Import the card back: she returns as a new companion.
    await yours.getByRole('link', { name: texts.importLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.importTitle })).toBeVisible();
    await page
      .getByTestId('card-input')
      .setInputFiles(lang === 'en' ? pngPath : (await jsonDownload.path())!);
    await main.getByRole('radio', { name: texts.cardLanguage }).check();
    // The server reads the card first and says who she would be; nothing is stored yet.
    await expect(page.getByTestId('card-draft')).toContainText(texts.cardRead);
    await main.getByRole('button', { name: texts.importSubmit }).click();
    const result = page.getByTestId('import-result');
    await expect(result.getByRole('heading', { name: texts.arrived })).toBeVisible();
    await page.goto(`/${lang}/models`);
    await expect(yours.getByText(texts.usageFull)).toBeVisible();
    await expect(yours.getByRole('article', { name: texts.name })).toContainText(texts.newCity);
  });

  test(`her pages pass axe and fit a 360 px phone (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await chooseLanguageBeforeLoad(page, lang);
    await registerAccount(page.request, { lang, firstName: 'Vesela', tag: `own-a11y-${lang}` });
    // The edit page needs a companion of one's own: made through the API, in the page's language.
    const created = await page.request.post('/api/users/me/companions', {
      data:
        lang === 'bg'
          ? { language: 'bg', name_bg: texts.name, location_bg: texts.city }
          : { language: 'en', name: texts.name, location: texts.city },
      headers: { Origin: String(test.info().project.use.baseURL) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { companion } = (await created.json()) as { companion: { id: string } };
    for (const path of ['models/new', 'models/import', 'models', `model/${companion.id}/edit`]) {
      await page.goto(`/${lang}/${path}`);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page, `/${lang}/${path}`);
      await expectNoSeriousA11yViolations(page, `/${lang}/${path}`);
    }
  });
}
