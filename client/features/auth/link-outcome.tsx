import { CheckCircle2, Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * How a mailed link ended (the reset-password, undo-email-change and verify-email pages): an icon, the text, and
 * what the user can do next. Success is a status, a problem is announced as an alert.
 */
export function LinkOutcome({
  tone,
  text,
  testId,
  children,
}: {
  tone: 'success' | 'problem';
  text: string;
  /** `${testId}-${tone}` names the panel for tests. */
  testId: string;
  children: ReactNode;
}) {
  const Icon = tone === 'success' ? CheckCircle2 : Link2Off;
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      className="flex flex-col items-center text-center"
      data-testid={`${testId}-${tone}`}
    >
      <span
        className={
          tone === 'success'
            ? 'inline-flex h-14 w-14 items-center justify-center rounded-full bg-emerald-950/80 text-emerald-300 ring-1 ring-emerald-500/40'
            : 'inline-flex h-14 w-14 items-center justify-center rounded-full bg-rose-950/40 text-rose-300 ring-1 ring-rose-500/40'
        }
      >
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <p className="mt-4 text-ink-muted">{text}</p>
      <div className="mt-6 flex w-full flex-col gap-3">{children}</div>
    </div>
  );
}
