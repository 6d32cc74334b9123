import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#common/i18n/languages';
import { TextEntryField } from '#client/components/ui/text-entry-field';
import { fieldIdOf, OwnSection } from './own-field';
import {
  OWN_TEXT_CAPS,
  serverPathOf,
  type OwnTextField,
  type OwnTexts,
  type Problem,
  type Problems,
} from './own-form-values';

const HINTED = new Set<OwnTextField>([
  'personality',
  'appearance',
  'description',
  'interests',
  'values',
  'speech_patterns',
  'greeting',
]);
const MULTILINE = new Set<OwnTextField>([
  'appearance',
  'description',
  'childhood',
  'career',
  'relationship_history',
  'current_situation',
  'dreams',
  'values',
  'speech_patterns',
  'greeting',
]);
/** Lists have no one cap (each line has); the server's count and length rules are in validate. */
const UNCAPPED = new Set<OwnTextField>(['values', 'speech_patterns']);

export function useProblemText() {
  const { t } = useTranslation();
  return (problem: Problem | undefined): string | null => {
    if (!problem) return null;
    switch (problem.kind) {
      case 'required':
        return t('ownCompanions.problems.required');
      case 'ageWhole':
        return t('ownCompanions.problems.ageWhole');
      case 'ageRange':
        return t('ownCompanions.problems.ageRange');
      case 'tooLong':
        return problem.max > 0
          ? t('ownCompanions.problems.tooLong', { max: problem.max })
          : t('ownCompanions.problems.invalid');
      case 'tooMany':
        return t('ownCompanions.problems.tooMany', { max: problem.max });
      case 'under18':
        return problem.phrase
          ? t('ownCompanions.problems.under18Phrase', { phrase: problem.phrase })
          : t('ownCompanions.problems.under18');
      default:
        return t('ownCompanions.problems.invalid');
    }
  };
}

/**
 * The texts of one language, in the form's sections. The written language's sections take the
 * age (after the name) and the picture (`extra`); the other language's show the texts only.
 */
export function OwnTextSections({
  language,
  texts,
  onChange,
  problems,
  required,
  disabled,
  afterName,
  picture,
}: {
  language: Language;
  texts: OwnTexts;
  onChange: (field: OwnTextField, value: string) => void;
  problems: Problems;
  required: boolean;
  disabled?: boolean;
  afterName?: ReactNode;
  picture?: ReactNode;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const field = (name: OwnTextField, rows = 3) => {
    const path = serverPathOf(name, language);
    return (
      <TextEntryField
        key={name}
        id={fieldIdOf(path)}
        label={t(`ownCompanions.fields.${name}`)}
        value={texts[name]}
        onChange={(value) => onChange(name, value)}
        multiline={MULTILINE.has(name)}
        rows={rows}
        required={required && name === 'name'}
        hint={
          HINTED.has(name)
            ? t(`ownCompanions.fields.${name}Hint` as 'ownCompanions.fields.personalityHint')
            : undefined
        }
        error={problemText(problems[path])}
        maxLength={UNCAPPED.has(name) ? undefined : OWN_TEXT_CAPS[name]}
        lang={language}
        disabled={disabled}
      />
    );
  };
  const sectionId = (name: string) => `own-${language}-${name}`;

  return (
    <>
      <OwnSection id={sectionId('basics')} title={t('ownCompanions.sections.basics')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('name')}
          {afterName}
          {field('location')}
          {field('personality')}
        </div>
        {field('appearance')}
        {field('description', 4)}
      </OwnSection>
      {picture ? (
        <OwnSection id={sectionId('avatar')} title={t('ownCompanions.sections.avatar')}>
          {picture}
        </OwnSection>
      ) : null}
      <OwnSection id={sectionId('story')} title={t('ownCompanions.sections.story')}>
        {field('childhood')}
        {field('career')}
        {field('relationship_history')}
        {field('current_situation')}
        {field('dreams')}
      </OwnSection>
      <OwnSection id={sectionId('inner')} title={t('ownCompanions.sections.inner')}>
        {field('interests')}
        {field('values', 4)}
        {field('speech_patterns', 4)}
      </OwnSection>
      <OwnSection id={sectionId('greeting')} title={t('ownCompanions.sections.greeting')}>
        {field('greeting', 3)}
      </OwnSection>
    </>
  );
}
