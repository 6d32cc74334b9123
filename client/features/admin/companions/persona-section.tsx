import type { ParseKeys } from 'i18next';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList, tabId, tabPanelId } from '#client/components/ui/tabs';
import { TextEntryField } from '#client/components/ui/text-entry-field';
import {
  BACKSTORY_PARTS,
  TRIGGER_NAMES,
  type BackstoryPart,
  type CompanionFormValues,
  type PersonaValues,
  type TriggerName,
} from './companion-form-values';
import type { UpdateForm } from './companion-form-sections';
import { VoiceFields } from './voice-fields';

const TRIGGER_KEYS: Record<TriggerName, ParseKeys> = {
  happy: 'adminModels.persona.triggers.happy',
  sad: 'adminModels.persona.triggers.sad',
  excited: 'adminModels.persona.triggers.excited',
  frustrated: 'adminModels.persona.triggers.frustrated',
  flirty: 'adminModels.persona.triggers.flirty',
};
const BACKSTORY_KEYS: Record<BackstoryPart, ParseKeys> = {
  childhood: 'adminModels.persona.backstory.childhood',
  career: 'adminModels.persona.backstory.career',
  relationship_history: 'adminModels.persona.backstory.relationship_history',
  current_situation: 'adminModels.persona.backstory.current_situation',
  dreams: 'adminModels.persona.backstory.dreams',
};

type PersonaLanguage = 'en' | 'bg';
const ID_PREFIX = 'persona-language';

/**
 * The persona that drives replies, per language, folded away by default: speech patterns,
 * values, secrets, emotional triggers, the backstory in parts and an optional full prompt.
 */
export function PersonaSection({
  values,
  update,
  disabled,
}: {
  values: CompanionFormValues;
  update: UpdateForm;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<PersonaLanguage>('en');
  const persona = values.persona[language];
  const lang = language === 'bg' ? 'bg' : undefined;
  const change = (next: Partial<PersonaValues>) =>
    update((current) => ({
      ...current,
      persona: { ...current.persona, [language]: { ...current.persona[language], ...next } },
    }));
  const linesHint = t('adminModels.persona.linesHint');

  return (
    <details className="group rounded-2xl border border-line bg-canvas/30">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-accent-soft [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block font-semibold text-ink">{t('adminModels.persona.title')}</span>
          <span className="block text-sm text-ink-subtle">{t('adminModels.persona.text')}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="h-5 w-5 shrink-0 text-ink-subtle transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="flex flex-col gap-4 border-t border-line p-4">
        <TabList
          idPrefix={ID_PREFIX}
          label={t('adminModels.persona.languages')}
          selected={language}
          onSelect={setLanguage}
          className="self-start"
          items={[
            { id: 'en', label: t('adminModels.form.english') },
            { id: 'bg', label: t('adminModels.form.bulgarian') },
          ]}
        />
        <div
          role="tabpanel"
          id={tabPanelId(ID_PREFIX, language)}
          aria-labelledby={tabId(ID_PREFIX, language)}
          className="grid gap-4 md:grid-cols-2"
          key={language}
        >
          <TextEntryField
            label={t('adminModels.persona.speechPatterns')}
            multiline
            rows={4}
            lang={lang}
            hint={linesHint}
            value={persona.speech_patterns}
            onChange={(text) => change({ speech_patterns: text })}
            disabled={disabled}
          />
          <TextEntryField
            label={t('adminModels.persona.values')}
            multiline
            rows={4}
            lang={lang}
            hint={linesHint}
            value={persona.values}
            onChange={(text) => change({ values: text })}
            disabled={disabled}
          />
          <TextEntryField
            label={t('adminModels.persona.secrets')}
            multiline
            rows={3}
            lang={lang}
            hint={linesHint}
            value={persona.secrets}
            onChange={(text) => change({ secrets: text })}
            disabled={disabled}
          />
          {TRIGGER_NAMES.map((name) => (
            <TextEntryField
              key={name}
              label={t(TRIGGER_KEYS[name])}
              multiline
              rows={3}
              lang={lang}
              hint={linesHint}
              value={persona.triggers[name]}
              onChange={(text) => change({ triggers: { ...persona.triggers, [name]: text } })}
              disabled={disabled}
            />
          ))}
          {BACKSTORY_PARTS.map((part) => (
            <TextEntryField
              key={part}
              label={t(BACKSTORY_KEYS[part])}
              multiline
              rows={3}
              lang={lang}
              value={persona.backstory[part]}
              onChange={(text) => change({ backstory: { ...persona.backstory, [part]: text } })}
              disabled={disabled}
            />
          ))}
          <VoiceFields
            voice={persona.voice}
            lang={lang}
            disabled={disabled}
            onChange={(voice) => change({ voice })}
          />
          <TextEntryField
            label={t('adminModels.persona.prompt')}
            multiline
            rows={6}
            lang={lang}
            maxLength={8000}
            hint={t('adminModels.persona.promptHint')}
            value={persona.prompt}
            onChange={(text) => change({ prompt: text })}
            disabled={disabled}
            className="md:col-span-2"
          />
        </div>
      </div>
    </details>
  );
}
