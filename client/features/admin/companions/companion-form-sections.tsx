import { useTranslation } from 'react-i18next';
import { COMPANION_CATEGORIES } from '#common/contracts/companion-rules';
import { CheckboxField } from '#client/components/ui/checkbox-field';
import { SelectField } from '#client/components/ui/select-field';
import { CATEGORY_KEYS } from './category-badge';
import { TextEntryField } from '#client/components/ui/text-entry-field';
import { FormSection } from './form-controls';
import {
  ageProblem,
  ratingProblem,
  type BilingualText,
  type CompanionFormValues,
} from './companion-form-values';

export type UpdateForm = (change: (values: CompanionFormValues) => CompanionFormValues) => void;

interface SectionProps {
  values: CompanionFormValues;
  update: UpdateForm;
  disabled: boolean;
}

function setText(update: UpdateForm, language: 'en' | 'bg', field: BilingualText, text: string) {
  update((values) => ({ ...values, [language]: { ...values[language], [field]: text } }));
}

/** Name, description and personality in both languages, category, age, status and premium. */
export function BasicsSection({ values, update, disabled }: SectionProps) {
  const { t } = useTranslation();
  const age = ageProblem(values.age);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextEntryField
          label={t('adminModels.form.name')}
          required
          maxLength={60}
          value={values.en.name}
          onChange={(text) => setText(update, 'en', 'name', text)}
          disabled={disabled}
        />
        <TextEntryField
          label={t('adminModels.form.nameBg')}
          lang="bg"
          maxLength={60}
          hint={t('adminModels.form.bgFallback')}
          value={values.bg.name}
          onChange={(text) => setText(update, 'bg', 'name', text)}
          disabled={disabled}
        />
        <TextEntryField
          label={t('adminModels.form.description')}
          required
          multiline
          maxLength={2000}
          value={values.en.description}
          onChange={(text) => setText(update, 'en', 'description', text)}
          disabled={disabled}
        />
        <TextEntryField
          label={t('adminModels.form.descriptionBg')}
          lang="bg"
          multiline
          maxLength={2000}
          value={values.bg.description}
          onChange={(text) => setText(update, 'bg', 'description', text)}
          disabled={disabled}
        />
        <TextEntryField
          label={t('adminModels.form.personality')}
          maxLength={200}
          placeholder={t('adminModels.form.personalityPlaceholder')}
          value={values.en.personality}
          onChange={(text) => setText(update, 'en', 'personality', text)}
          disabled={disabled}
        />
        <TextEntryField
          label={t('adminModels.form.personalityBg')}
          lang="bg"
          maxLength={200}
          value={values.bg.personality}
          onChange={(text) => setText(update, 'bg', 'personality', text)}
          disabled={disabled}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('adminModels.form.category')}
          value={values.category}
          disabled={disabled}
          onChange={(category) => update((current) => ({ ...current, category }))}
          options={COMPANION_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_KEYS[value]) }))}
        />
        <TextEntryField
          label={t('adminModels.form.age')}
          inputMode="numeric"
          maxLength={3}
          value={values.age}
          onChange={(text) => update((current) => ({ ...current, age: text }))}
          error={
            age === 'whole'
              ? t('adminModels.form.ageWhole')
              : age === 'range'
                ? t('adminModels.form.ageRange')
                : null
          }
          disabled={disabled}
        />
        <TextEntryField
          label={t('adminModels.form.rating')}
          inputMode="decimal"
          maxLength={4}
          value={values.rating}
          placeholder="4.8"
          onChange={(text) => update((current) => ({ ...current, rating: text }))}
          error={ratingProblem(values.rating) ? t('adminModels.form.ratingRange') : null}
          disabled={disabled}
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <CheckboxField
          label={t('adminModels.form.active')}
          checked={values.is_active}
          disabled={disabled}
          onChange={(event) =>
            update((current) => ({ ...current, is_active: event.target.checked }))
          }
        />
        <CheckboxField
          label={t('adminModels.form.premium')}
          checked={values.is_premium}
          disabled={disabled}
          onChange={(event) =>
            update((current) => ({ ...current, is_premium: event.target.checked }))
          }
        />
        <CheckboxField
          label={t('adminModels.form.explicit')}
          checked={values.allows_explicit}
          disabled={disabled}
          onChange={(event) =>
            update((current) => ({ ...current, allows_explicit: event.target.checked }))
          }
        />
      </div>
    </div>
  );
}

/** Location, interests, tags, response time and background story in both languages. */
export function DetailsSection({ values, update, disabled }: SectionProps) {
  const { t } = useTranslation();
  const pairs: Array<{
    field: BilingualText;
    en: string;
    bg: string;
    multiline?: boolean;
    hint?: string;
    max: number;
  }> = [
    {
      field: 'location',
      en: t('adminModels.form.location'),
      bg: t('adminModels.form.locationBg'),
      max: 100,
    },
    {
      field: 'interests',
      en: t('adminModels.form.interests'),
      bg: t('adminModels.form.interestsBg'),
      hint: t('adminModels.form.commaHint'),
      max: 1000,
    },
    {
      field: 'traits',
      en: t('adminModels.form.tags'),
      bg: t('adminModels.form.tagsBg'),
      hint: t('adminModels.form.commaHint'),
      max: 1300,
    },
    {
      field: 'response_time',
      en: t('adminModels.form.responseTime'),
      bg: t('adminModels.form.responseTimeBg'),
      hint: t('adminModels.form.responseTimeHint'),
      max: 40,
    },
    {
      field: 'background_story',
      en: t('adminModels.form.backgroundStory'),
      bg: t('adminModels.form.backgroundStoryBg'),
      multiline: true,
      max: 8000,
    },
  ];
  return (
    <FormSection title={t('adminModels.form.detailsTitle')}>
      <div className="grid gap-4 md:grid-cols-2">
        {pairs.flatMap((pair) => [
          <TextEntryField
            key={`${pair.field}-en`}
            label={pair.en}
            value={values.en[pair.field]}
            multiline={pair.multiline}
            rows={5}
            maxLength={pair.max}
            hint={pair.hint}
            onChange={(text) => setText(update, 'en', pair.field, text)}
            disabled={disabled}
          />,
          <TextEntryField
            key={`${pair.field}-bg`}
            label={pair.bg}
            lang="bg"
            value={values.bg[pair.field]}
            multiline={pair.multiline}
            rows={5}
            maxLength={pair.max}
            hint={pair.hint}
            onChange={(text) => setText(update, 'bg', pair.field, text)}
            disabled={disabled}
          />,
        ])}
      </div>
    </FormSection>
  );
}
