import { Heart, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card';
import type { LocalizedCompanion } from '../localize-companion';

function Chips({ items, tone }: { items: string[]; tone: 'accent' | 'plain' }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className={
            tone === 'accent'
              ? 'rounded-full bg-accent/10 px-3 py-1 text-sm text-accent-soft ring-1 ring-accent/30'
              : 'rounded-full bg-surface-raised px-3 py-1 text-sm text-ink-muted ring-1 ring-line'
          }
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

export function ProfileTraits({ text }: { text: LocalizedCompanion }) {
  const { t } = useTranslation();
  if (text.traits.length === 0) return null;
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-display text-xl font-semibold">
        <Sparkles aria-hidden="true" className="h-5 w-5 text-accent" />
        {t('profile.traits')}
      </h2>
      <Chips items={text.traits} tone="accent" />
    </Card>
  );
}

export function ProfileInterests({ text }: { text: LocalizedCompanion }) {
  const { t } = useTranslation();
  if (text.interests.length === 0) return null;
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-display text-xl font-semibold">
        <Heart aria-hidden="true" className="h-5 w-5 text-accent" />
        {t('profile.interests')}
      </h2>
      <Chips items={text.interests} tone="plain" />
    </Card>
  );
}
