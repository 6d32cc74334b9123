import { useId, type ReactNode } from 'react';

/** A group of fields under a heading, as one section of the editor. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-line pt-5">
      <div>
        <h3 id={id} className="font-semibold text-ink">
          {title}
        </h3>
        {description ? <p className="text-sm text-ink-subtle">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
