/**
 * Which memories go with a reply: pinned ones first, then those that share words with the
 * user's message (its topic), then the most recent, within a size budget so a long memory
 * list never crowds out the conversation. Pure: the caller reads and marks the rows.
 */

export interface MemoryCandidate {
  id: string;
  content: string;
  pinned: boolean;
  /** When it was last told or corrected. */
  updatedAt: Date;
}

export interface MemoryBudget {
  items: number;
  characters: number;
}

export const DEFAULT_BUDGET: MemoryBudget = { items: 8, characters: 600 };

export interface PickedMemory<T extends MemoryCandidate> {
  memory: T;
  /** Words it shares with the message (0 when picked for being pinned or recent). */
  matches: number;
}

// Words too common to say what a message is about (and the memory texts' template words).
const STOP_WORDS = new Set(
  `the a an and or but to of in on at for with from by is are was were be been am i you me my
  your it this that we they he she his her their them what how do does did not no so just
  really very have has had will would can could about like love likes loves named name lives
  works as today tomorrow there here then than too also
  и в във на за с със от до по да не ще се си ми ти аз той тя ние вие те е са съм си беше
  какво как това този тази тези има имам обича обичам живее работи като много още вече утре
  днес но а или че ли кой коя кое защо къде кога`.split(/\s+/u),
);

/** The words of a text that can carry a topic. */
export function topicWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word)));
}

/**
 * Two words of one topic: the same but for an ending ("dog"/"dogs", "hike"/"hiking",
 * "готвя"/"готвене", "интервю"/"интервюто"), while "interview" and "interesting" differ.
 */
export function sameWordFamily(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  return common >= Math.max(3, Math.min(shorter - 1, 6));
}

function sharedWords(message: Set<string>, memory: Set<string>): number {
  let shared = 0;
  for (const word of memory) {
    if ([...message].some((other) => sameWordFamily(word, other))) shared += 1;
  }
  return shared;
}

const newestFirst = (a: MemoryCandidate, b: MemoryCandidate) =>
  b.updatedAt.getTime() - a.updatedAt.getTime() || a.id.localeCompare(b.id);

export function pickMemories<T extends MemoryCandidate>(
  memories: readonly T[],
  message: string,
  budget: MemoryBudget = DEFAULT_BUDGET,
): Array<PickedMemory<T>> {
  const messageWords = topicWords(message);
  const scored = memories.map((memory) => ({
    memory,
    matches: sharedWords(messageWords, topicWords(memory.content)),
  }));
  const rank = (entry: (typeof scored)[number]) =>
    entry.memory.pinned ? 0 : entry.matches > 0 ? 1 : 2;
  const ordered = [...scored].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) === 1 ? b.matches - a.matches : 0) ||
      newestFirst(a.memory, b.memory),
  );

  const picked: Array<PickedMemory<T>> = [];
  let characters = 0;
  for (const entry of ordered) {
    if (picked.length >= budget.items) break;
    const length = entry.memory.content.length;
    // A memory that does not fit is skipped; a shorter one further down may still fit.
    if (characters + length > budget.characters) continue;
    picked.push(entry);
    characters += length;
  }
  return picked;
}
