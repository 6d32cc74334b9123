import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card';
import type { LocalizedCompanion } from '../localize-companion';

export function ProfileAbout({ text }: { text: LocalizedCompanion }) {
  const { t } = useTranslation();
  return (
    <Card className="p-6">
      <h2 className="font-display text-2xl font-semibold">
        {t('profile.about.title', { name: text.name })}
      </h2>
      <p className="mt-3 text-ink-muted">{text.description}</p>
      {text.backgroundStory ? (
        <>
          <h3 className="mt-6 text-sm font-semibold tracking-wider text-accent-soft uppercase">
            {t('profile.about.story')}
          </h3>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-muted">
            {text.backgroundStory}
          </p>
        </>
      ) : null}
    </Card>
  );
}
