import { FileUp, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARD_INTEREST_COUNT, splitInterests } from '#common/contracts/companion-rules';
import type { CompanionCard } from '#common/contracts/companions';
import type { OwnCompanion } from '#common/contracts/own-companions';
import type { Language } from '#common/i18n/languages';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { Skeleton } from '#client/components/ui/skeleton';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { CompanionCardView } from './companion-card';
import { useOwnCompanions } from './own/own-list-query';

const pick = (preferred: string | null, fallback: string | null) =>
  preferred?.trim() ? preferred : fallback?.trim() ? fallback : null;

/** Her catalogue card in the page's language (the other one where a text is left empty). */
export function ownCardOf(companion: OwnCompanion, language: Language): CompanionCard {
  const bg = language === 'bg';
  const interests = splitInterests(
    pick(
      bg ? companion.interests_bg : companion.interests,
      bg ? companion.interests : companion.interests_bg,
    ) ?? '',
  );
  return {
    id: companion.id,
    slug: companion.slug,
    name:
      pick(bg ? companion.name_bg : companion.name, bg ? companion.name : companion.name_bg) ?? '',
    personality:
      pick(
        bg ? companion.personality_bg : companion.personality,
        bg ? companion.personality : companion.personality_bg,
      ) ?? '',
    avatar_url: companion.avatar_url,
    is_active: true,
    is_premium: false,
    age: companion.age,
    location: pick(
      bg ? companion.location_bg : companion.location,
      bg ? companion.location : companion.location_bg,
    ),
    interests: interests.slice(0, CARD_INTEREST_COUNT),
    more_interests: Math.max(0, interests.length - CARD_INTEREST_COUNT),
    owned: true,
  };
}

/**
 * The catalogue's "Yours": the signed-in user's own companions, how many the plan allows (the
 * server's numbers), and Create / Import, or, at the limit, the way to the plans.
 */
export function YourCompanions() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  const query = useOwnCompanions();
  const data = query.data;

  return (
    <section
      aria-labelledby="yours-title"
      className="mb-10 flex flex-col gap-4"
      data-testid="yours"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="yours-title" className="font-display text-2xl font-semibold">
            {t('models.yours.title')}
          </h2>
          <p className="text-sm text-ink-muted" data-testid="yours-usage">
            {data
              ? data.limit === null
                ? t('models.yours.usageUnlimited', { count: data.used })
                : t('models.yours.usage', { used: data.used, limit: data.limit })
              : t('models.yours.text')}
          </p>
        </div>
        {data?.canCreate === false ? null : (
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={to('/models/new')} size="sm" className="whitespace-normal">
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('models.yours.create')}
            </ButtonLink>
            <ButtonLink
              to={to('/models/import')}
              size="sm"
              variant="outline"
              className="whitespace-normal"
            >
              <FileUp aria-hidden="true" className="h-4 w-4" />
              {t('models.yours.import')}
            </ButtonLink>
          </div>
        )}
      </div>
      {data?.canCreate === false ? (
        <p
          className="rounded-xl border border-amber-300/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100"
          data-testid="yours-limit"
        >
          {t('models.yours.limitReached')}{' '}
          <Link to={to('/plans')} className="font-semibold underline underline-offset-2">
            {t('models.yours.seePlans')}
          </Link>
        </p>
      ) : null}
      {query.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : query.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-rose-300">
          {t('models.yours.error')}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('errors.tryAgain')}
          </Button>
        </p>
      ) : data && data.companions.length > 0 ? (
        <ul className="grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-3">
          {data.companions.map((companion) => (
            <li key={companion.id} className="flex">
              <div className="w-full">
                <CompanionCardView companion={ownCardOf(companion, language)} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">
          {t('models.yours.empty')}
        </p>
      )}
    </section>
  );
}
