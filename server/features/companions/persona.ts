import type { CompanionCategory } from '#common/contracts/companions';
import type { PersonaVoice } from '#common/contracts/persona-voice';

/** What a companion feels and says in one emotional state (docs/product-rules.md, "Companions"). */
export interface EmotionalTriggers {
  happy: string[];
  sad: string[];
  excited: string[];
  frustrated: string[];
  flirty: string[];
}

export interface Backstory {
  childhood: string;
  career: string;
  relationshipHistory: string;
  currentSituation: string;
  dreams: string;
}

/** Everything about a companion in one language. Server-only: secrets and prompt never reach the browser. */
export interface LocalizedPersona {
  name: string;
  /** The style line, e.g. "warm, witty, bookish"; shown as the companion's personality. */
  personality: string;
  /** Two or three sentences for cards and the profile's About. */
  description: string;
  location: string;
  /** Shown as the comma-separated `interests` text, in this order. */
  interests: string[];
  /** Personality traits for the profile (short adjectives or phrases). */
  traits: string[];
  values: string[];
  secrets: string[];
  speechPatterns: string[];
  emotionalTriggers: EmotionalTriggers;
  backstory: Backstory;
  /** How she looks (own companions' form; docs/decisions/021). */
  appearance?: string;
  /** The system prompt a reply engine starts from. */
  prompt: string;
  /** e.g. "2-5 minutes" / "2-5 минути". */
  responseTime: string;
  /**
   * Her own first-person lines for the built-in engine (facts by topic, greetings, questions,
   * phrases…). Optional: personas stored before it existed, and admin-made ones, go without.
   */
  voice?: PersonaVoice;
}

/** How the four offline portraits of a companion look; see server/db/seed/portraits.ts. */
export interface PortraitLook {
  seed: string;
  /** Background colours (hex without #), one per gallery image. */
  backgrounds: [string, string, string, string];
  /** Style options passed to the avatar generator (hair, eyes, etc.). */
  options: Record<string, unknown>;
}

/** A built-in companion as seeded (server/db/seed/companions/). */
export interface CompanionSeed {
  legacyId: 1 | 2 | 3 | 4 | 5 | 6;
  slug: string;
  age: number;
  category: CompanionCategory;
  isPremium: boolean;
  allowsExplicit: boolean;
  rating: number;
  portrait: PortraitLook;
  en: LocalizedPersona;
  bg: LocalizedPersona;
}
