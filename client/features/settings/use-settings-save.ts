import { useTranslation } from 'react-i18next';
import type { UpdateSettingsRequest } from '#common/contracts/settings';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { loadLanguage } from '#client/lib/i18n';
import { loadPageTexts } from '#client/lib/page-texts';
import { toast } from '#client/lib/toast';
import { useUpdateSettings } from './api';

/** What each kind of change says once saved. */
function savedKey(change: UpdateSettingsRequest) {
  if (change.language) return 'settings.language.saved' as const;
  if (change.privacy) return 'settings.privacy.saved' as const;
  if (change.notifications) return 'settings.notifications.saved' as const;
  if (change.reachOut) return 'settings.reachOut.saved' as const;
  return 'settings.appearance.saved' as const;
}

/**
 * Saves a part of the settings on the server and says so (or why it failed), in the language
 * shown when the answer arrives.
 */
export function useSettingsSave() {
  const { i18n } = useTranslation();
  const update = useUpdateSettings({
    onSaved: (change) => {
      // A new language's message is said in that language.
      const language = change.language;
      if (!language) return void toast.success(i18n.t(savedKey(change)));
      // The message is one of the settings page's texts (client/lib/page-texts.ts).
      void Promise.all([loadLanguage(language), loadPageTexts(i18n, language, 'settings')])
        .catch(() => undefined)
        .then(() => toast.success(i18n.getFixedT(language)(savedKey(change))));
    },
    onFailed: (error) =>
      toast.error(
        i18n.t('settings.saveFailed', { message: apiErrorMessage(error, i18n.t.bind(i18n)) }),
      ),
  });
  const save = (change: UpdateSettingsRequest) => update.mutate(change);
  return { save, isPending: update.isPending };
}
