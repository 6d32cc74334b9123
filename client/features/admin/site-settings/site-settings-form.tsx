import { AlertTriangle, Save } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_FORMATS, type SiteSettings } from '#common/contracts/admin';
import { Button } from '#client/components/ui/button';
import { CheckboxField } from '#client/components/ui/checkbox-field';
import { cn } from '#client/components/ui/class-names';
import { Switch } from '#client/components/ui/switch';
import { TextField } from '#client/components/ui/text-field';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { toast } from '#client/lib/toast';
import { useSaveSiteSettings } from '../api';
import { ErrorBanner } from '../error-banner';
import {
  MAX_FILE_MB,
  MAX_SITE_NAME,
  MIN_FILE_MB,
  checkSiteSettings,
  draftOf,
  type SiteSettingsDraft,
  type SiteSettingsErrors,
} from './site-settings-draft';

/**
 * The six site settings (docs/product-rules.md, "Admin settings"), saved together with `PUT
 * /api/admin/settings`.
 */
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const save = useSaveSiteSettings();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<SiteSettingsDraft>(() => draftOf(settings));
  const [errors, setErrors] = useState<SiteSettingsErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const set = <K extends keyof SiteSettingsDraft>(key: K, value: SiteSettingsDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const errorText = (field: keyof SiteSettingsErrors) => {
    const key = errors[field];
    return key ? t(`admin.settings.errors.${key}`) : null;
  };

  const toggleFormat = (format: SiteSettings['supported_formats'][number], on: boolean) =>
    set(
      'supported_formats',
      IMAGE_FORMATS.filter((value) =>
        value === format ? on : draft.supported_formats.includes(value),
      ),
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkSiteSettings(draft);
    setErrors(checked.errors);
    if (!checked.settings) {
      // The first field that needs attention gets the focus once the errors have rendered.
      requestAnimationFrame(() =>
        form.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[data-invalid] input')
          ?.focus(),
      );
      return;
    }
    setFailure(null);
    save.mutate(checked.settings, {
      onSuccess: ({ settings: saved }) => {
        setDraft(draftOf(saved));
        toast.success(t('admin.settings.saved'));
      },
      onError: setFailure,
    });
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {failure ? (
        <ErrorBanner
          title={t('admin.settings.saveFailed')}
          detail={apiErrorMessage(failure, t)}
          onDismiss={() => setFailure(null)}
        />
      ) : null}
      <TextField
        label={t('admin.settings.siteName')}
        hint={t('admin.settings.siteNameHint')}
        value={draft.site_name}
        maxLength={MAX_SITE_NAME + 20}
        error={errorText('site_name')}
        onChange={(event) => set('site_name', event.target.value)}
      />

      <div className="divide-y divide-line rounded-2xl border border-line px-4">
        <div>
          <Switch
            checked={draft.maintenance_mode}
            onCheckedChange={(value) => set('maintenance_mode', value)}
            label={t('admin.settings.maintenance')}
            description={t('admin.settings.maintenanceHint')}
          />
          <p
            className={cn(
              'mb-3 flex items-start gap-2 rounded-xl px-3 py-2 text-sm',
              draft.maintenance_mode
                ? 'bg-amber-500/15 text-amber-200 ring-1 ring-amber-500/40 ring-inset'
                : 'text-ink-subtle',
            )}
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {t('admin.settings.maintenanceWarning')}
          </p>
        </div>
        <Switch
          checked={draft.registration_enabled}
          onCheckedChange={(value) => set('registration_enabled', value)}
          label={t('admin.settings.registration')}
          description={t('admin.settings.registrationHint')}
        />
        <Switch
          checked={draft.ai_enabled}
          onCheckedChange={(value) => set('ai_enabled', value)}
          label={t('admin.settings.ai')}
          description={t('admin.settings.aiHint')}
        />
      </div>

      <TextField
        label={t('admin.settings.maxFileSize')}
        hint={t('admin.settings.maxFileSizeHint')}
        type="number"
        inputMode="numeric"
        min={MIN_FILE_MB}
        max={MAX_FILE_MB}
        step={1}
        value={draft.max_file_size}
        error={errorText('max_file_size')}
        onChange={(event) => set('max_file_size', event.target.value)}
        className="sm:max-w-xs"
      />

      <fieldset
        aria-describedby={
          errors.supported_formats ? 'admin-formats-hint admin-formats-error' : 'admin-formats-hint'
        }
        data-invalid={errors.supported_formats ? true : undefined}
      >
        <legend className="text-sm font-medium text-ink">{t('admin.settings.formats')}</legend>
        <p id="admin-formats-hint" className="mt-1 text-sm text-ink-subtle">
          {t('admin.settings.formatsHint')}
        </p>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
          {IMAGE_FORMATS.map((format) => (
            <CheckboxField
              key={format}
              label={t(`admin.settings.formatNames.${format}`)}
              checked={draft.supported_formats.includes(format)}
              onChange={(event) => toggleFormat(format, event.target.checked)}
            />
          ))}
        </div>
        {errors.supported_formats ? (
          <p id="admin-formats-error" role="alert" className="mt-2 text-sm text-rose-300">
            {errorText('supported_formats')}
          </p>
        ) : null}
      </fieldset>

      <Button type="submit" disabled={save.isPending} className="self-start">
        <Save aria-hidden="true" className="h-4 w-4" />
        {save.isPending ? t('admin.settings.saving') : t('admin.settings.save')}
      </Button>
    </form>
  );
}
