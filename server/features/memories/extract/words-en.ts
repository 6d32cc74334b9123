/** English word lists for the extraction rules. */

const list = (text: string) => text.trim().split(/\s*\|\s*/u);

/** Jobs that "I'm a …" names (the last word or two of the phrase). */
export const PROFESSIONS_EN = new Set(
  list(`nurse | teacher | developer | programmer | engineer | doctor | physician | surgeon |
  designer | lawyer | attorney | accountant | manager | chef | cook | driver | waiter | waitress |
  barista | artist | painter | writer | author | journalist | editor | photographer | musician |
  singer | dentist | pharmacist | architect | electrician | plumber | mechanic | firefighter |
  police officer | officer | soldier | pilot | scientist | researcher | professor | lecturer |
  consultant | analyst | salesman | saleswoman | cashier | freelancer | translator | interpreter |
  psychologist | therapist | vet | veterinarian | farmer | builder | carpenter | hairdresser |
  barber | marketer | coder | tester | administrator | secretary | receptionist | librarian |
  paramedic | midwife | caregiver | nanny | babysitter | tutor | coach | trainer | instructor |
  dancer | actor | actress | producer | director | entrepreneur | founder | ceo | cto |
  banker | broker | agent | clerk | technician | sysadmin | biologist | chemist | physicist |
  mathematician | economist | historian | archaeologist | student | intern | assistant |
  bartender | baker | butcher | florist | tailor | welder | miner | fisherman | sailor |
  flight attendant | social worker | data scientist | web developer | streamer | youtuber |
  influencer | blogger | copywriter | illustrator | animator | game developer | surveyor |
  optician | radiologist | cleaner | janitor | courier | guard | security guard | nutritionist |
  pianist | guitarist | drummer | composer | dj | model | stylist | makeup artist | cook`),
);

export const STUDENT_WORDS = new Set(['student', 'intern', 'pupil', 'phd student']);

/** Family words: what "my …" says, and whether it needs a name to be worth keeping. */
export const FAMILY_EN: Record<string, { id: string; plural?: boolean; parent?: boolean }> = {
  sister: { id: 'sister' },
  sisters: { id: 'sister', plural: true },
  brother: { id: 'brother' },
  brothers: { id: 'brother', plural: true },
  son: { id: 'son' },
  sons: { id: 'son', plural: true },
  daughter: { id: 'daughter' },
  daughters: { id: 'daughter', plural: true },
  kid: { id: 'child' },
  kids: { id: 'children', plural: true },
  child: { id: 'child' },
  children: { id: 'children', plural: true },
  baby: { id: 'child' },
  wife: { id: 'wife' },
  husband: { id: 'husband' },
  boyfriend: { id: 'partner' },
  girlfriend: { id: 'partner' },
  partner: { id: 'partner' },
  fiance: { id: 'partner' },
  fiancé: { id: 'partner' },
  fiancee: { id: 'partner' },
  fiancée: { id: 'partner' },
  twin: { id: 'twin' },
  cousin: { id: 'cousin' },
  niece: { id: 'niece' },
  nephew: { id: 'nephew' },
  mom: { id: 'mother', parent: true },
  mum: { id: 'mother', parent: true },
  mother: { id: 'mother', parent: true },
  dad: { id: 'father', parent: true },
  father: { id: 'father', parent: true },
  grandma: { id: 'grandmother', parent: true },
  grandmother: { id: 'grandmother', parent: true },
  grandpa: { id: 'grandfather', parent: true },
  grandfather: { id: 'grandfather', parent: true },
  aunt: { id: 'aunt', parent: true },
  uncle: { id: 'uncle', parent: true },
};

export const FAMILY_ADJECTIVES = 'little|older|younger|big|baby|elder|twin|oldest|youngest';

/** Pets, singular → plural. */
export const PETS_EN: Record<string, string> = {
  dog: 'dogs',
  puppy: 'puppies',
  cat: 'cats',
  kitten: 'kittens',
  kitty: 'kitties',
  parrot: 'parrots',
  bird: 'birds',
  budgie: 'budgies',
  hamster: 'hamsters',
  rabbit: 'rabbits',
  bunny: 'bunnies',
  turtle: 'turtles',
  tortoise: 'tortoises',
  horse: 'horses',
  pony: 'ponies',
  'guinea pig': 'guinea pigs',
  snake: 'snakes',
  lizard: 'lizards',
  ferret: 'ferrets',
  goldfish: 'goldfish',
  fish: 'fish',
};

export const PET_ADJECTIVES =
  'little|old|new|sweet|cute|baby|rescue|black|white|ginger|fluffy|lazy|tiny|big|grumpy';

export const NUMBERS_EN = 'a|an|one|two|three|four|five|six|seven|\\d+';

/** Capitalised words that follow "I'm" without being a name. */
export const NOT_NAMES_EN = new Set(
  list(`english | bulgarian | american | british | german | french | italian | spanish | russian |
  greek | turkish | dutch | polish | canadian | australian | irish | scottish | european | asian |
  african | christian | muslim | catholic | orthodox | jewish | buddhist | atheist | monday |
  tuesday | wednesday | thursday | friday | saturday | sunday | january | february | march |
  april | may | june | july | august | september | october | november | december | fine | ok |
  okay | good | great | sorry | back | here | home | so | not | just | really | very | the | a |
  an | in | on | at | from | going | gonna | done | ready | single | married | tired | happy |
  sad | bored | lonely | sure | glad | new | still | also | alone | busy | free | sick | well |
  hungry | gay | straight | bi | aries | taurus | gemini | cancer | leo | virgo | libra |
  scorpio | sagittarius | capricorn | aquarius | pisces | human | real | me | you | it | always |
  never | almost | about | like | kind | sort | bad | ill | nervous | excited | scared | afraid |
  currently | now | actually | honestly | literally | working | living | studying | called |
  named | trying | feeling | getting | having | looking | thinking | waiting | dying | being`),
);

/** Words after "I live in" that are no place ("I live in hope"). */
export const NOT_PLACES_EN = new Set(
  list(`the | a | an | my | your | his | her | our | their | fear | hope | peace | denial | it |
  this | that | here | there | sin | harmony | love | luxury | poverty | misery | reality | pain |
  comfort | style | silence | chaos | fantasy | dreams | books | music | games | bed | me | you |
  him | them | us | constant | total | the moment | a bubble | the past | the present |
  the future | my head | my own world | a dream`),
);

export const MONTHS_EN = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const WEEKDAYS_EN = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';

/** When a plan happens, as a regular expression source (no groups of its own). */
export const TIME_EN = [
  'the day after tomorrow',
  'later today',
  'today',
  'tonight',
  `tomorrow(?:\\s+(?:morning|afternoon|evening|night))?`,
  `this\\s+(?:morning|afternoon|evening|weekend|week|month|year|${WEEKDAYS_EN})`,
  `next\\s+(?:week|weekend|month|year|summer|winter|spring|autumn|${WEEKDAYS_EN})`,
  `on\\s+(?:${WEEKDAYS_EN}|the\\s+weekend)`,
  '(?:over|at)\\s+the\\s+weekend',
  'in\\s+(?:a|one|two|three|four|five|a\\s+few|\\d+)\\s+(?:days?|weeks?|months?)',
  'soon',
].join('|');
