import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#client/components/ui/button-link';
import { Container } from '#client/components/ui/container';
import { useLocalizedPath } from '#client/lib/language-context';
import { useAddressContext } from '#client/features/session';

export function HomeCallToAction() {
  const { t } = useTranslation();
  const context = useAddressContext();
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="cta-title" className="py-14 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] border border-accent/30 bg-gradient-to-br from-accent-strong/30 via-surface to-violet/30 px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 left-1/2 h-48 w-[36rem] -translate-x-1/2 rounded-full bg-accent/20 blur-3xl"
          />
          <h2 id="cta-title" className="relative font-display text-3xl font-semibold sm:text-5xl">
            {t('home.cta.title', { context })}
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-ink-muted">
            {t('home.cta.text')}
          </p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 min-[420px]:flex-row">
            <ButtonLink to={to('/register')} size="lg">
              {t('home.cta.register')}
            </ButtonLink>
            <ButtonLink to={to('/models')} size="lg" variant="outline">
              {t('home.cta.browse')}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
