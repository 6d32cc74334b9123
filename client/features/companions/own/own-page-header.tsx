import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '#client/lib/language-context';

/** The heading of the create, edit and import pages, with the way back to the catalogue. */
export function OwnPageHeader({
  title,
  text,
  backTo = '/models',
  backLabel,
  children,
}: {
  title: string;
  text: string;
  backTo?: string;
  backLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <header className="mb-8 flex flex-col gap-3">
      <Link
        to={to(backTo)}
        className="inline-flex w-fit items-center gap-2 rounded-full py-1 pr-3 text-sm font-medium text-ink-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {backLabel ?? t('ownCompanions.back')}
      </Link>
      <h1 className="font-display text-3xl font-semibold break-words sm:text-4xl">
        <span className="text-gradient">{title}</span>
      </h1>
      <p className="max-w-2xl text-ink-muted">{text}</p>
      {children}
    </header>
  );
}
