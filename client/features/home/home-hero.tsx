import { Heart, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CompanionCard } from '#common/contracts/companions';
import { ButtonLink } from '#client/components/ui/button-link';
import { Container } from '#client/components/ui/container';
import { useLocalizedPath } from '#client/lib/language-context';

/** The hero: headline, the two calls to action and a fan of three portraits. */
export function HomeHero({ portraits }: { portraits: CompanionCard[] }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div className="animate-rise-in">
          <p className="inline-flex items-center gap-2 rounded-full border border-accent/30 bg-accent/10 px-3 py-1 text-sm font-medium text-accent-soft">
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            {t('home.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 font-display text-4xl leading-tight font-semibold sm:text-6xl"
          >
            {t('home.hero.titleStart')}{' '}
            <span className="text-gradient">{t('home.hero.titleAccent')}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-muted">{t('home.hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 min-[420px]:flex-row">
            <ButtonLink to={to('/models')} size="lg">
              <Heart aria-hidden="true" className="h-5 w-5" />
              {t('home.hero.browse')}
            </ButtonLink>
            <ButtonLink to={to('/register')} size="lg" variant="outline">
              {t('home.hero.register')}
            </ButtonLink>
          </div>
          <p className="mt-6 text-sm text-ink-subtle">{t('home.hero.note')}</p>
        </div>

        <div
          aria-hidden="true"
          className="relative mx-auto hidden h-[26rem] w-full max-w-md sm:block"
        >
          {portraits.slice(0, 3).map((companion, index) => {
            const placement = [
              'left-0 top-10 -rotate-6 z-10',
              'left-1/2 top-0 -translate-x-1/2 z-20',
              'right-0 top-12 rotate-6 z-10',
            ][index];
            return (
              <figure
                key={companion.id}
                className={`absolute w-44 overflow-hidden rounded-3xl border border-white/10 shadow-2xl shadow-black/60 sm:w-52 ${placement}`}
              >
                <img
                  src={companion.avatar_url}
                  alt=""
                  width={300}
                  height={400}
                  decoding="async"
                  // The portrait in front is the largest paint on wide screens: at once and first.
                  // Phones hide the fan, and do not fetch the lazy ones beside it.
                  loading={index === 1 ? 'eager' : 'lazy'}
                  fetchPriority={index === 1 ? 'high' : 'auto'}
                  className="aspect-[3/4] w-full object-cover"
                />
                <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-3 pt-8 pb-3 font-display text-lg text-white">
                  {companion.name}
                </figcaption>
              </figure>
            );
          })}
          <div className="absolute inset-x-10 bottom-0 h-24 rounded-full bg-accent-strong/30 blur-3xl" />
        </div>
      </Container>
    </section>
  );
}
