/**
 * The phrases that reveal what a message is about, English and Bulgarian side by side
 * (intents.ts reads them). "|" separates phrases; a trailing "*" matches any ending.
 */

const PRAISE =
  'beautiful pretty cute gorgeous lovely sweet smart clever funny kind amazing wonderful awesome adorable stunning interesting charming';

const ENGLISH_COMPLIMENTS = PRAISE.split(' ').flatMap((word) =>
  ["you're", 'you are', 'youre'].flatMap((you) =>
    ['', 'so ', 'really ', 'very ', 'truly ', 'such a '].map((adverb) => `${you} ${adverb}${word}`),
  ),
);

// Bulgarian puts "си" either side: "красива си" and "много си красива".
const BULGARIAN_COMPLIMENTS =
  'красива хубава сладка умна прекрасна мила забавна страхотна чаровна интересна невероятна'
    .split(' ')
    .flatMap((word) => [`${word} си`, `си ${word}`]);

export const INTENT_PHRASES = {
  crisis: `kill myself|end my life|suicid*|self-harm|hurt myself|want to die|самоубий*|сложа край на живота си|да се нараня|искам да умра`,
  goodbye: `bye|goodbye|good night|goodnight|see you|see ya|talk later|talk to you later|gotta go|have to go|got to go|ttyl|nighty night|чао|довиждане|лека нощ|до скоро|до утре|ще се чуем|трябва да тръгвам|тръгвам|приятни сънища|ще пиша после`,
  areYouReal: `are you an ai|are you ai|are you a bot|are you a robot|are you real|are you human|are you a person|are you a program|are you a chatbot|изкуствен интелект|бот ли си|робот ли си|истинска ли си|^човек ли си|^а човек ли си|ти човек ли си|истински човек ли си|жив човек ли си|програма ли си`,
  meet: `meet up|meet you in person|meet you irl|can we meet|could we meet|can i meet you|want to meet you|wanna meet|meet me|meet in person|in person|come over|visit you|your address|in real life|irl|да се видим|да се срещнем|на живо|ела у дома|ела при мен|адреса ти|да дойда при теб`,
  aboutYou: `tell me about you|tell me more about you|about yourself|who are you|introduce yourself|what are you like|за себе си|коя си ти|коя си|разкажи ми за теб|разкажи ми повече за теб|представи се|каква си`,
  likes: `what do you like|what do you love|what do you enjoy|what are you into|your hobbies|your hobby|your interests|your passion|what do you do for fun|your favorite|your favourite|do you like|какво харесваш|какво обичаш|какво те вълнува|хоби*|интереси*|любим*|свободното си време|за удоволствие|харесваш ли`,
  job: `what do you do|your job|your work|your career|your profession|for a living|where do you work|do you work|какво работиш|с какво се занимаваш|къде работиш|работата ти|професия*|работиш ли`,
  home: `where do you live|where are you now|where are you based|where are you living|your place|your apartment|your flat|your home|your city|your neighborhood|your neighbourhood|къде живееш|къде си сега|къде се намираш|апартамента ти|квартала ти|градът ти|твоя град`,
  origin: `where are you from|where do you come from|where did you grow up|your childhood|your family|your parents|your hometown|when you were little|as a kid|as a child|откъде си|от къде си|къде си израсла|къде си родена|детство*|като малка|като дете|семейството ти|родителите ти|родния ти град`,
  dreams: `dream*|your goals|your goal|your plans|your future|want in life|want out of life|bucket list|мечт*|целта ти|целите ти|бъдещето ти|плановете ти`,
  love: `boyfriend|girlfriend|are you single|your relationship|relationships|are you dating|are you married|your ex|been in love|love life|гадже|сама ли си|свободна ли си|омъжена|връзка|връзки|бивш*|влюбвала|влюбена ли си|любовния ти живот`,
  age: `how old|your age|на колко си|на колко години|възрастта ти|колко си голяма`,
  compliment: [
    ...ENGLISH_COMPLIMENTS,
    ...BULGARIAN_COMPLIMENTS,
    `you look|nice smile|beautiful eyes|добре изглеждаш|усмивката ти|красиви очи`,
  ].join('|'),
  flirt: `kiss*|hug|hugs|cuddle*|miss you|missed you|crush|date me|go out with me|thinking about you|thinking of you|love you|like you|adore you|sweetheart|darling|babe|flirt*|wish you were here|hold your hand|целувк*|целуна|целувам|прегръдк*|прегърна|гушк*|липсваш ми|липсваше ми|харесвам те|те харесвам|обичам те|те обичам|те обожавам|мисля за теб|искам да съм с теб|миличка|флирт*|да излезем`,
  howAreYou: `how are you|how are u|how's it going|how is it going|how's your day|how is your day|how have you been|what's up|whats up|how was your day|how was your night|how did you sleep|how was your weekend|how was your morning|как спа|как си спа|как ти мина|как мина уикендът ти|как мина нощта|how are things|как си|как сте|как върви|как мина денят ти|как е денят ти|как е при теб|какво правиш|какво ново|как я караш`,
  thanks: `thanks|thank you|thx|appreciate it|благодаря|мерси`,
  greeting: `hi|hello|hey|heya|hiya|howdy|greetings|good morning|good afternoon|good evening|здравей|здравейте|здрасти|здрасте|привет|хей|добро утро|добър ден|добър вечер`,
} as const;

export const FEELING_PHRASES = {
  excited: `excited|can't wait|cannot wait|guess what|got the job|promotion|promoted|got engaged|thrilled|stoked|развълнуван*|нямам търпение|познай какво|взех изпита|взех работата|повишение|сгоден*`,
  frustrated: `angry|annoyed|frustrated|stressed|stressful|mad|hate|ugh|tired|exhausted|fed up|sick of|irritated|overwhelmed|burnt out|burned out|ядосан*|ядоса*|бесен|бясна|стрес*|мразя|писна ми|уморен*|изморен*|изтощен*|нерви*|дразни*|омръзна*`,
  sad: `sad|lonely|depressed|upset|crying|cried|miserable|heartbroken|bad day|awful day|terrible day|rough day|hard day|anxious|worried|scared|тъжен|тъжна|тъжно|самотен|самотна|самотно|зле съм|депресиран*|разстроен*|плача|плаках|лош ден|ужасен ден|тежък ден|кофти|тревож*|страх ме е|притеснен*|мъчно`,
  happy: `happy|glad|great day|good day|wonderful day|amazing day|feel good|feeling good|feel great|grateful|щастлив*|радвам се|радостен|радостна|чудесен ден|страхотен ден|хубав ден|добре съм|супер съм|доволен|доволна`,
} as const;
