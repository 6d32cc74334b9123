import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '#common/i18n/languages';
import bg from '#common/locales/bg.json';
import en from '#common/locales/en.json';
import { LanguageContext } from '#client/lib/language-context';
import { hasPageTexts, loadShownPageTexts } from '#client/lib/page-texts';
import { PageTextsGate } from './page-texts-gate';

afterEach(cleanup);

/** An i18next with the main texts only, as the app starts: the page groups load for real. */
async function freshI18n() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, bg: { translation: bg } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

function AboutTitle() {
  const { t } = useTranslation();
  return <h1>{t('about.eyebrow')}</h1>;
}

function renderGate(i18n: Awaited<ReturnType<typeof freshI18n>>, language: Language) {
  const ui = (lang: Language) => (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={{ language: lang, chooseLanguage: async () => undefined }}>
        <PageTextsGate groups={['about']}>
          <AboutTitle />
        </PageTextsGate>
      </LanguageContext.Provider>
    </I18nextProvider>
  );
  const result = render(ui(language));
  return { ...result, show: (lang: Language) => result.rerender(ui(lang)) };
}

describe('PageTextsGate', () => {
  it('shows the loading state, never the raw keys, until the page texts are in', async () => {
    const i18n = await freshI18n();
    renderGate(i18n, 'en');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('about.eyebrow')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Who we are' })).toBeTruthy();

    expect(hasPageTexts(i18n, 'en', 'about')).toBe(true);
    expect(hasPageTexts(i18n, 'bg', 'about')).toBe(false);
  });

  it('loads the other language when the page switches to it', async () => {
    const i18n = await freshI18n();
    const { show } = renderGate(i18n, 'en');
    await screen.findByRole('heading', { name: 'Who we are' });
    await act(() => i18n.changeLanguage('bg'));
    show('bg');
    expect(screen.queryByText('about.eyebrow')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Кои сме ние' })).toBeTruthy();
  });

  it('has the groups of the page on screen loaded by a language switch before it shows', async () => {
    const i18n = await freshI18n();
    renderGate(i18n, 'en');
    await screen.findByRole('heading', { name: 'Who we are' });
    await loadShownPageTexts(i18n, 'bg');
    expect(hasPageTexts(i18n, 'bg', 'about')).toBe(true);
  });
});
