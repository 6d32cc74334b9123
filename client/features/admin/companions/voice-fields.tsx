import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FACT_TOPICS } from '#common/contracts/persona-voice';
import { TextEntryField } from '#client/components/ui/text-entry-field';
import { VOICE_LISTS, type VoiceList } from './companion-form-values';

const LABELS: Record<VoiceList, ParseKeys> = {
  facts: 'adminModels.persona.voice.facts',
  choices: 'adminModels.persona.voice.choices',
  greetings: 'adminModels.persona.voice.greetings',
  questions: 'adminModels.persona.voice.questions',
  phrases: 'adminModels.persona.voice.phrases',
  cheers: 'adminModels.persona.voice.cheers',
  comfort: 'adminModels.persona.voice.comfort',
  unknown: 'adminModels.persona.voice.unknown',
  untold: 'adminModels.persona.voice.untold',
  endearments: 'adminModels.persona.voice.endearments',
};

/** Facts and choices are long lists with a format of their own: they get more room. */
const WIDE = new Set<VoiceList>(['facts', 'choices']);

/**
 * Her own first-person lines for the built-in engine, one item per line, written once per
 * language: facts by topic ("pet: My cat is called…"), either-or answers, greetings and more.
 */
export function VoiceFields({
  voice,
  lang,
  disabled,
  onChange,
}: {
  voice: Record<VoiceList, string>;
  lang: string | undefined;
  disabled: boolean;
  onChange: (voice: Record<VoiceList, string>) => void;
}) {
  const { t } = useTranslation();
  const linesHint = t('adminModels.persona.linesHint');
  const hints: Partial<Record<VoiceList, string>> = {
    facts: t('adminModels.persona.voice.factsHint', { topics: FACT_TOPICS.join(', ') }),
    choices: t('adminModels.persona.voice.choicesHint'),
  };
  return (
    <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-ink">
        {t('adminModels.persona.voice.title')}
        <span className="block text-xs font-normal text-ink-subtle">
          {t('adminModels.persona.voice.text')}
        </span>
      </legend>
      {VOICE_LISTS.map((list) => (
        <TextEntryField
          key={list}
          label={t(LABELS[list])}
          multiline
          rows={WIDE.has(list) ? 8 : 3}
          lang={lang}
          hint={hints[list] ?? linesHint}
          value={voice[list]}
          onChange={(text) => onChange({ ...voice, [list]: text })}
          disabled={disabled}
          className={WIDE.has(list) ? 'md:col-span-2' : undefined}
        />
      ))}
    </fieldset>
  );
}
