import type { FactTopic } from '#common/contracts/persona-voice';
import type { Lexicon } from './lexicon';

/**
 * How English messages say what they are about. Patterns run on normalised text (lower case,
 * straight apostrophes, "u"/"ur" spelled out: see normalise in understand.ts).
 */

const topic = (source: string) => new RegExp(`\\b(?:${source})`, 'u');

const TOPICS: Record<FactTopic, RegExp> = {
  pet: topic('pets?\\b|cats?\\b|kitty|kitten|dogs?\\b|pupp|animal'),
  city: topic(
    'city|town\\b|where do you live|where are you based|where you live|where do you stay|live in\\b',
  ),
  home: topic('apartment|flat\\b|your place|your home|house\\b|neighbou?rhood|room\\b'),
  work: topic(
    'job\\b|work|career|profession|universit|college|degree|studied|study\\b|for a living|what do you do\\b(?! for fun| on| in| at)|occupation|office',
  ),
  family: topic(
    'family|parents|mom\\b|mum\\b|mother|dad\\b|father|siblings?|brothers?\\b|sisters?\\b',
  ),
  food: topic('food|eat\\b|dish|meal|cook|cuisine|dinner|breakfast|lunch|snack|dessert'),
  drink: topic('drink|coffee|tea\\b|wine|cocktail|beer'),
  book: topic('books?\\b|read(?:ing)?\\b|novel|author|writer|poem|poet'),
  music: topic('music|songs?\\b|singer|band\\b|bands\\b|artist|album|listen'),
  film: topic('films?\\b|movies?\\b|cinema|series|show\\b|shows\\b|tv\\b|netflix|watch'),
  place: topic('place\\b|places\\b|spot\\b|corner|café\\b|cafe\\b'),
  season: topic('season|winter|summer|autumn|fall\\b|spring\\b'),
  hobby: topic('hobby|hobbies|for fun|free time|spare time|pastime|passion|do you enjoy'),
  sport: topic('sports?\\b|gym|exercise|workout|run\\b|running|yoga|swim|climb|surf|dance'),
  travel: topic('travel|trip|vacation|holiday|visit(?:ed)?\\b|countr|abroad'),
  plans: topic('plans?\\b|dream|future|goals?\\b|someday|one day|bucket list|hope to'),
  routine: topic(
    'typical day|normal day|your day\\b|your days|morning|routine|wake up|get up|go to bed|bedtime|evenings?\\b|day look|up to today|doing today',
  ),
  weekend: topic('weekend|saturday|sunday|days off|day off'),
  origin: topic(
    'where are you from|where did you grow up|grow up|grew up|childhood|hometown|born\\b',
  ),
  love: topic(
    'boyfriend|girlfriend|single\\b|relationship|dating|married|in love|your ex\\b|partner',
  ),
  gift: topic('gifts?\\b|presents?\\b'),
};

export const ENGLISH_LEXICON: Lexicon = {
  topics: TOPICS,
  aboutHer: /\b(?:you|your|yours|yourself)\b/u,
  favourite: /\b(?:favou?rite|fav|fave|best)\b/u,
  herName: /\byour name\b|\bwho are you\b|\bwhat (?:are you called|should i call you)\b/u,
  questionStart:
    /^(?:what|whats|what's|where|when|who|whom|which|why|how|do|does|did|are|is|was|were|have|has|can|could|would|will|tell me|any)\b/u,
  // "Do you remember my name?", "what's my name", "where do I live"
  aboutUser: /\b(?:my|me|i|i'm|im|i've|myself|mine)\b/u,
  recallCue:
    /\b(?:remember|recall|forget|forgot|know|what did i (?:tell|say)|what have i told|who am i|what's my|what is my|whats my|where do i|what do i|how old am i|did i (?:tell|mention|say))\b/u,
  userSubjects: [
    ['name', /\bmy name\b|\bwho am i\b|\bwhat (?:am i|i am) called\b|\bcall me\b/u],
    [
      'location',
      /\bwhere (?:do|did) i (?:live|stay|come from)|\bdo i live\b|\bmy (?:city|town|home ?town)\b|\bwhere i live\b|\bwhere i'm from\b|\bwhere am i from\b/u,
    ],
    [
      'work',
      /\bmy (?:job|work|profession|career)\b|\bwhat (?:do|did) i do\b|\bwhere do i work\b|\bwhat i do\b/u,
    ],
    ['pet', /\bmy (?:dog|cat|pet|puppy|kitten|bird|parrot|hamster|rabbit|bunny|fish)(?:'s)?\b/u],
    [
      'family',
      /\bmy (?:sister|brother|mom|mum|mother|dad|father|parents|son|daughter|wife|husband|partner|girlfriend|boyfriend|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|niece|nephew|baby|kids?|children|family|friend|best friend)(?:'s)?\b/u,
    ],
    [
      'plan',
      /\bmy (?:[a-z]+ )?(?:plans?|trip|interview|exam|test|birthday|wedding|holiday|vacation|appointment|flight)\b|\bwhen(?: is|'s) my\b|\bwhat am i doing\b|\bwhere am i going\b/u,
    ],
    [
      'like',
      /\bwhat do i (?:like|love|enjoy)\b|\bmy (?:hobby|hobbies|favou?rite)\b|\bwhat i (?:like|love)\b/u,
    ],
    ['all', /\babout me\b|\bknow about me\b|\bremember about me\b/u],
  ],
  choice: /([\p{L}' -]{2,40}?)\s+or\s+([\p{L}' -]{2,40}?)\s*(?:\?|$|,|\.|!)/u,
  choiceFiller:
    /^(?:so|ok|okay|hmm|well|quick question|also|and|but|do|does|you|u|would|will|are|is|prefer|rather|like|love|more|team|the|a|an|your|which|what|one|is it|better|choose|pick|either|for|into)\s+/u,
  goodNews:
    /\b(?:got (?:the|a|my|a new) (?:job|promotion|offer)|got (?:promoted|engaged|married|accepted|in)|i passed|we passed|passed (?:my|the)|had (?:a|her|his|their) (?:baby|son|daughter|boy|girl)|had twins|gave birth|having a baby|pregnant|engaged|got married|getting married|bought (?:a|our|my) (?:house|flat|apartment|car|home)|new job|won\b|graduated|finished my|it's a (?:boy|girl)|good news|great news)\b/u,
  badNews:
    /\b(?:lost my (?:job|wallet|dog|cat|grandma|grandmother|grandpa|mom|dad)|got fired|fired me|laid off|broke up|breakup|dumped|is sick|got sick|am sick|i'm sick|in (?:the )?hospital|passed away|died|funeral|failed|didn't get (?:the|it)|bad news|car broke|accident|divorce)\b/u,
  request:
    /\b(?:recommend|suggest|suggestion|any ideas?|ideas? for|what (?:do you think )?(?:should i|i should) (?:get|buy|give|read|watch|listen|cook|make|do|wear|see)|what (?:can|could) i (?:get|buy|give)|help me (?:choose|pick|find)|gift|present for|what to (?:get|buy|give|read|watch)|advice|tips?\b)/u,
  requestObjects: [
    [
      'gift',
      /\b(?:gift|present|get (?:them|her|him|my|a)|buy (?:them|her|him|for)|give (?:them|her|him))\b/u,
    ],
    ['name', /\bnames?\b|\bcall (?:it|him|her|them)\b/u],
    ['book', /\b(?:books?|read|novel)\b/u],
    ['film', /\b(?:films?|movies?|watch|series|show)\b/u],
    ['music', /\b(?:music|songs?|album|listen|playlist)\b/u],
    ['food', /\b(?:cook|recipe|dinner|eat|food|restaurant|make for)\b/u],
    ['place', /\b(?:visit|travel|trip|go to|place|city|where to go)\b/u],
  ],
  recipients: [
    ['baby', /\b(?:baby|newborn|babies|twins|baby girl|baby boy)\b/u],
    [
      'child',
      /\b(?:son|daughter|kids?|child|children|nephew|niece|grandson|granddaughter|boy|girl)\b|\bturns? (?:[1-9]|1[0-5])\b/u,
    ],
    ['partner', /\b(?:girlfriend|boyfriend|wife|husband|partner)\b/u],
    ['parent', /\b(?:mom|mum|mother|dad|father|parents|grandma|grandpa)\b/u],
    ['friend', /\b(?:friend|sister|brother|cousin|colleague|boss)\b/u],
  ],
  pointsBack: /\b(?:it|its|it's|he|his|him|he's|she|she's|they|their|them|they're|that one)\b/u,
};
