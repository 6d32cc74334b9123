import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '#client/components/error-state';
import { PageLoading } from '#client/components/page-loading';
import { ButtonLink } from '#client/components/ui/button-link';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { formatDate } from '#client/lib/format';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { LEGAL_NS, useLegalTexts } from './legal-texts';

export type LegalDocument = 'privacy' | 'terms';

/** When the texts in common/locales/legal/ last changed in substance (shown on both pages). */
export const LEGAL_TEXTS_DATE = '2026-12-01';

interface LegalSection {
  title: string;
  paragraphs: string[];
  items?: string[];
}

const OTHER: Record<LegalDocument, LegalDocument> = { privacy: 'terms', terms: 'privacy' };

/** The Privacy Policy or the Terms of Service: the sections with a table of contents. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t: legalText } = useTranslation(LEGAL_NS);
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  const texts = useLegalTexts();
  const pageTitle = t(`titles.${document}`);

  if (texts.state !== 'ready') {
    return (
      <Container className="py-12">
        <PageTitle title={pageTitle} />
        <h1 className="sr-only">{pageTitle}</h1>
        {texts.state === 'failed' ? (
          <ErrorState
            title={t('errors.pageLoad')}
            message={t('errors.network')}
            onRetry={texts.retry}
          />
        ) : (
          <PageLoading />
        )}
      </Container>
    );
  }

  const sections = legalText(`${document}.sections`, { returnObjects: true }) as Record<
    string,
    LegalSection
  >;
  const anchor = (id: string) => `${document}-${id}`;

  return (
    <Container className="py-12 sm:py-16">
      <PageTitle title={pageTitle} />
      <article className="mx-auto max-w-3xl" lang={language}>
        <header>
          <h1 className="font-display text-4xl font-semibold sm:text-5xl">
            {legalText(`${document}.title`)}
          </h1>
          <p className="mt-3 text-sm text-ink-subtle">
            {legalText('updated', { date: formatDate(LEGAL_TEXTS_DATE, language) })}
          </p>
          <p className="mt-6 text-lg text-ink-muted">{legalText(`${document}.intro`)}</p>
        </header>

        <nav
          aria-labelledby={`${document}-contents`}
          className="mt-8 rounded-2xl border border-line bg-surface/60 p-5"
        >
          <h2 id={`${document}-contents`} className="font-semibold">
            {legalText('contents')}
          </h2>
          <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm text-ink-muted sm:grid-cols-2">
            {Object.entries(sections).map(([id, section]) => (
              <li key={id}>
                <a
                  href={`#${anchor(id)}`}
                  className="underline-offset-4 hover:text-ink hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {Object.entries(sections).map(([id, section], index) => (
          <section key={id} aria-labelledby={anchor(id)} className="mt-10 scroll-mt-24">
            <h2 id={anchor(id)} className="font-display text-2xl font-semibold">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-ink-muted">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-3 grid list-disc gap-2 pl-5 leading-relaxed text-ink-muted">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}

        <footer className="mt-12 flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <ButtonLink to={to('/support')} variant="outline">
            <LifeBuoy aria-hidden="true" className="h-4 w-4" />
            {legalText('support')}
          </ButtonLink>
          <Link
            to={to(`/${OTHER[document]}`)}
            className="text-sm font-semibold text-accent-soft underline-offset-4 hover:underline"
          >
            {legalText(`otherDocument.${document}`)}
          </Link>
        </footer>
      </article>
    </Container>
  );
}
