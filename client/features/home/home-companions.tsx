import { useTranslation } from 'react-i18next';
import type { CompanionCard } from '#common/contracts/companions';
import { ErrorState } from '#client/components/error-state';
import { ButtonLink } from '#client/components/ui/button-link';
import { Container } from '#client/components/ui/container';
import { useLocalizedPath } from '#client/lib/language-context';
import { CompanionTile, CompanionTileSkeleton } from './companion-tile';

interface CompanionsSectionProps {
  id: string;
  title: string;
  subtitle: string;
  companions: CompanionCard[];
  expected: number;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  size?: 'md' | 'lg';
  showBrowseLink?: boolean;
}

/** A titled grid of companions with its loading and error states (samples and featured). */
export function CompanionsSection({
  id,
  title,
  subtitle,
  companions,
  expected,
  isPending,
  isError,
  onRetry,
  size = 'md',
  showBrowseLink = false,
}: CompanionsSectionProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const columns = expected === 4 ? 'grid-cols-2 lg:grid-cols-4' : 'grid-cols-1 sm:grid-cols-3';

  return (
    <section aria-labelledby={id} className="py-12 sm:py-16">
      <Container>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h2 id={id} className="font-display text-3xl font-semibold sm:text-4xl">
              {title}
            </h2>
            <p className="mt-2 text-ink-muted">{subtitle}</p>
          </div>
          {showBrowseLink ? (
            <ButtonLink to={to('/models')} variant="ghost" className="self-start sm:self-auto">
              {t('home.seeAll')}
            </ButtonLink>
          ) : null}
        </div>
        <div className="mt-8">
          {isError ? (
            <ErrorState
              title={t('models.errorTitle')}
              message={t('models.errorText')}
              onRetry={onRetry}
            />
          ) : (
            <ul className={`grid gap-4 sm:gap-5 ${columns}`} aria-busy={isPending}>
              {isPending
                ? Array.from({ length: expected }, (_, index) => (
                    <li key={index}>
                      <CompanionTileSkeleton size={size} />
                    </li>
                  ))
                : companions.map((companion) => (
                    <li key={companion.id}>
                      <CompanionTile companion={companion} size={size} />
                    </li>
                  ))}
            </ul>
          )}
        </div>
      </Container>
    </section>
  );
}
