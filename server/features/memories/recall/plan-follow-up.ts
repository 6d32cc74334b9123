import type { MemoryKind } from '#common/contracts/memories';
import type { Language } from '#common/i18n/languages';
import { bulgarianPhrases } from './phrases-bg';
import { englishPhrases } from './phrases-en';
import { hoursUntilDue, planIsDue } from './plan-timing';

const HOUR = 3_600_000;

export interface PlanMemory {
  kind: MemoryKind;
  content: string;
  language: Language;
  /** When it was told (or last corrected): plans' time words count from then. */
  updatedAt: Date;
}

export interface DuePlan {
  /** When its time came ("tomorrow" told last night: the next afternoon). */
  dueAt: Date;
  /** "the exam" / "изпитът" (How did … go?), null when the plan cannot be said that way. */
  subject: string | null;
  /** "you had an exam" / "имаш изпит" (You told me …), likewise. */
  clause: string | null;
}

/**
 * A plan memory whose time has passed and is not old news (plan-timing.ts), with the words to
 * ask about it in the language it was told in; null for anything else. Follow-ups (issue 23)
 * open a conversation with it.
 */
export function duePlan(memory: PlanMemory, now: Date): DuePlan | null {
  if (memory.kind !== 'plan') return null;
  const phrases =
    memory.language === 'bg'
      ? bulgarianPhrases('plan', memory.content)
      : englishPhrases('plan', memory.content);
  const when = phrases.plan?.when ?? null;
  if (!planIsDue(when, memory.updatedAt, now)) return null;
  return {
    dueAt: new Date(memory.updatedAt.getTime() + hoursUntilDue(when, memory.updatedAt) * HOUR),
    subject: phrases.plan?.subject ?? null,
    clause: phrases.plan?.clause ?? null,
  };
}
