import type { ReactNode } from 'react';

/** A group of the form's fields under a heading. */
export function OwnSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-line pt-5">
      <div>
        <h2 id={id} className="font-display text-lg font-semibold text-ink">
          {title}
        </h2>
        {description ? <p className="text-sm text-ink-subtle">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The element id of a field: its server path with dots as dashes. */
export const fieldIdOf = (path: string) => `own-${path.replaceAll('.', '-')}`;
