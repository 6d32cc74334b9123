import { OWN_COMPANION_FORM } from '#common/contracts/own-companions';
import type { Language } from '#common/i18n/languages';

/**
 * A Character Card file and the language it is written in, as the import routes read them (a
 * user's own import and the admin's catalogue import take the same form).
 */
export function characterCardForm(file: File, language: Language): FormData {
  const form = new FormData();
  form.append(OWN_COMPANION_FORM.language, language);
  form.append(OWN_COMPANION_FORM.card, file, file.name);
  return form;
}
