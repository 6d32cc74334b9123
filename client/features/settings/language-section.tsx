import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../../../common/i18n/languages';
import { inputClasses } from '../../components/ui/input-styles';
import { useLanguage } from '../../lib/language-context';
import { useSettingsSave } from './use-settings-save';

const NAMES = { en: 'language.english', bg: 'language.bulgarian' } as const;

/** The interface language, saved on the server (the page then switches and its URL follows). */
export function LanguageSection() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { save, isPending } = useSettingsSave();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('settings.language.label')}
      </label>
      <select
        id={id}
        value={language}
        disabled={isPending}
        onChange={(event) => {
          const value = event.target.value;
          if (isLanguage(value) && value !== language) {
            save({ language: value });
          }
        }}
        className={inputClasses('h-12 max-w-xs cursor-pointer')}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(NAMES[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
