import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CompanionCategory } from '#common/contracts/companion-rules';
import { cn } from '#client/components/ui/class-names';

export const CATEGORY_KEYS: Record<CompanionCategory, ParseKeys> = {
  romance: 'adminModels.category.romance',
  friendship: 'adminModels.category.friendship',
  professional: 'adminModels.category.professional',
  casual: 'adminModels.category.casual',
};

/** Document 001, section 2: pink, blue, green, purple. */
export const CATEGORY_COLORS: Record<CompanionCategory, 'pink' | 'blue' | 'green' | 'purple'> = {
  romance: 'pink',
  friendship: 'blue',
  professional: 'green',
  casual: 'purple',
};

const TONES = {
  pink: 'bg-pink-950/70 text-pink-200 ring-pink-500/50',
  blue: 'bg-blue-950/70 text-blue-200 ring-blue-500/50',
  green: 'bg-green-950/70 text-green-200 ring-green-500/50',
  purple: 'bg-purple-950/70 text-purple-200 ring-purple-500/50',
} as const;

export function CategoryBadge({ category }: { category: CompanionCategory }) {
  const { t } = useTranslation();
  const color = CATEGORY_COLORS[category];
  return (
    <span
      data-color={color}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[color],
      )}
    >
      {t(CATEGORY_KEYS[category])}
    </span>
  );
}
