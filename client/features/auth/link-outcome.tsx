import { CheckCircle2, Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * How a mailed link ended (the undo-email-change and verify-email pages): an icon, the text, and
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
      <Icon aria-hidden="true" className="h-10 w-10 text-accent-soft" />
      <p className="mt-4 text-ink-muted">{text}</p>
      <div className="mt-6 flex w-full flex-col gap-3">{children}</div>
    </div>
  );
}
