/**
 * How one memory can be said back to the user, in the language it was told in. Every field is
 * null when the text does not fit (e.g. a memory the user rewrote in their own words): the
 * built-in engine then simply does not use it that way, it never guesses.
 */
export interface MemoryPhrases {
  /** "you love hiking" / "обичаш да готвиш" (after "I remember" / "Помня, че"). */
  aboutYou: string | null;
  /** For "Last time we talked about {topic}": "your job interview" / "интервюто ти". */
  topic: string | null;
  /** The name it is about (the user's, a pet's, a sister's) or the place. */
  name: string | null;
  /** A plan: what to ask about once its time has come. */
  plan: {
    /** For "How did {subject} go?": "the job interview" / "интервюто". */
    subject: string | null;
    /** For "Last time you said {clause}": "you were going to visit your parents". */
    clause: string | null;
    /** The time words at its end ("tomorrow", "утре"), if any. */
    when: string | null;
  } | null;
}

export const NO_PHRASES: MemoryPhrases = { aboutYou: null, topic: null, name: null, plan: null };
