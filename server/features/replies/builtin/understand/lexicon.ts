import type { FactTopic } from '#common/contracts/persona-voice';

/** What the user asks about themselves ("what's my name?", "what did I tell you about my sister?"). */
export type UserSubject = 'name' | 'location' | 'work' | 'pet' | 'family' | 'plan' | 'like' | 'all';
/** What a request asks for ("can you recommend a book?", "what should I get them?"). */
export type RequestObject =
  | 'gift'
  | 'book'
  | 'film'
  | 'music'
  | 'food'
  | 'place'
  /** Ideas for a name (a kitten's, a plant's). */
  | 'name'
  /** "What should I do tonight?": anything else asked for. */
  | 'advice';
/** Who a gift is for. */
export type Recipient = 'baby' | 'child' | 'partner' | 'parent' | 'friend';

/**
 * The words of one language that the understanding step reads (lexicon-en.ts, lexicon-bg.ts).
 * Every pattern runs on normalised text (lower case, straight apostrophes).
 */
export interface Lexicon {
  /** Words that point a question at one part of her life. */
  topics: Record<FactTopic, RegExp>;
  /** The message is addressed to her ("you", "your", a Bulgarian second-person verb). */
  aboutHer: RegExp;
  favourite: RegExp;
  /** "What's your name?" */
  herName: RegExp;
  /** A question without its question mark ("where do you live"). */
  questionStart: RegExp;
  /** The message speaks of the user ("my", "I"). */
  aboutUser: RegExp;
  /** The user asks her to remember or tell something about them. */
  recallCue: RegExp;
  userSubjects: Array<[UserSubject, RegExp]>;
  /** "coffee or tea?": the two options are groups 1 and 2. */
  choice: RegExp;
  /** Words before an option that are not part of it ("do you prefer the"). */
  choiceFiller: RegExp;
  goodNews: RegExp;
  badNews: RegExp;
  request: RegExp;
  requestObjects: Array<[RequestObject, RegExp]>;
  recipients: Array<[Recipient, RegExp]>;
  /**
   * A short question that points back at what was just talked about ("what's its name?",
   * "is he a boy or a girl?", "как се казва?"): its topic is the previous message's.
   */
  pointsBack: RegExp;
}
