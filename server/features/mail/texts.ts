import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '#common/i18n/languages';
import bg from '#common/locales/email/bg.json';
import en from '#common/locales/email/en.json';

/** The product's name as every e-mail and the unsubscribe page write it. */
export const PRODUCT_NAME = 'Amora';

/**
 * The texts of the e-mails and of the page their unsubscribe link opens
 * (common/locales/email/<language>.json), through an i18next instance of the server's own: the
 * namespace `email`, both languages loaded at start, no fallback, so that a key missing in one
 * language shows as the key and its test fails. Values are inserted as they are: the templates
 * escape every block for HTML themselves (templates/layout.ts), after i18next has filled it in.
 */
const texts = i18next.createInstance();
void texts.init({
  resources: { en: { email: en }, bg: { email: bg } },
  ns: ['email'],
  defaultNS: 'email',
  lng: 'en',
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
});

export type EmailTexts = TFunction<'email'>;

/** The texts in one language: `t('welcome.subject', { name })`. */
export function emailTexts(language: Language): EmailTexts {
  return texts.getFixedT(language, 'email');
}
