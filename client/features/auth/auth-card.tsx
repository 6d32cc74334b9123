import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';

/** The frame of the sign-in and sign-up pages: a centred card with a title. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <PageTitle title={title} />
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-accent-gradient text-white shadow-lg shadow-accent-strong/30">
            <Heart aria-hidden="true" className="h-6 w-6 fill-white/90" />
          </span>
          <h1 className="mt-4 font-display text-3xl font-semibold">{title}</h1>
          <p className="mt-2 text-ink-muted">{subtitle}</p>
        </div>
        {children}
        {footer ? (
          <div className="mt-6 border-t border-line pt-5 text-center text-sm text-ink-muted">
            {footer}
          </div>
        ) : null}
      </Card>
    </Container>
  );
}
