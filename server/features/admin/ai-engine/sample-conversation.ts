import type { Language } from '#common/i18n/languages';
import { COMPANIONS } from '#server/db/seed/companions';
import type { HistoryMessage, ReplyContext } from '#server/features/replies';

/**
 * The connection test's conversation: a seeded companion with her whole persona, a user with a
 * profile, a dozen messages (the older ones covered by a rolling summary), memories and a new
 * message, so the prompt is as big as a long-running chat's. It is fitted to the context window
 * by the same code as every reply. The seeded persona as shipped (not as an admin edited it), so
 * two servers' tests compare.
 */

interface SampleText {
  user: ReplyContext['user'];
  summary: string;
  memories: string[];
  /** Oldest first; the first SUMMARIZED are covered by the summary. */
  history: Array<[HistoryMessage['sender'], string]>;
  userMessage: string;
}

const SUMMARIZED = 4;

const TEXT: Record<Language, SampleText> = {
  en: {
    user: {
      firstName: 'Alex',
      bio: 'Product designer in a small studio; walks everywhere and reads on the train.',
      interests: ['hiking', 'photography', 'cooking', 'old films'],
      communicationStyle: 'casual',
    },
    summary:
      'Alex told you about a new job offer at a design studio and the nerves about the interview on Friday. You talked about favourite novels (Alex loved "The Remains of the Day"), about Alex’s sister Mira who is moving to Lisbon, and about a hiking trip in the mountains last autumn where it rained for two days. You promised to recommend a jazz record for the train.',
    memories: [
      'Has a job interview at a design studio on Friday (told 2 days ago)',
      'Has a sister called Mira who is moving to Lisbon next month (told 5 days ago)',
      'Loves "The Remains of the Day" and wants to read more Ishiguro (told 1 week ago)',
      'Cooks risotto on Sundays and burns it about half the time (told 1 week ago)',
      'Went hiking in the Rila mountains last autumn; it rained for two days (told 3 days ago)',
      'Takes photos on an old film camera inherited from a grandfather (told 4 days ago)',
      'Prefers to be called Alex, never Alexander (told 2 weeks ago)',
      'Gets anxious before presentations and talks faster then (told 2 days ago)',
      'Has a cat called Pepper who wakes everyone at six (told 6 days ago)',
      'Wants to visit Lisbon with Mira in the spring (told 5 days ago)',
    ],
    history: [
      ['user', 'I finally sent the portfolio to the studio. Now I just have to wait.'],
      [
        'model',
        'That’s the hardest part, isn’t it? You did the brave thing already. What did you put first?',
      ],
      ['user', 'The museum signage project. It’s the one I’m proudest of.'],
      [
        'model',
        'Good choice. Work you are proud of shows. I’d open with it too, and tell them the story behind it.',
      ],
      [
        'user',
        'They called back today! The interview is on Friday at ten, with the two founders and a senior designer.',
      ],
      [
        'model',
        'Friday at ten! I’m so happy for you. How are you feeling about meeting the founders?',
      ],
      [
        'user',
        'Honestly a bit scared. I talk too fast when I’m nervous and then I forget half of what I wanted to say.',
      ],
      [
        'model',
        'Then let’s practise. Tell me about the museum project like you would on Friday, slowly, and I’ll tell you what I hear.',
      ],
      [
        'user',
        'Okay. It was a wayfinding system for a history museum: signs, maps and a small app. The hard part was making it work for kids and for older visitors at the same time.',
      ],
      [
        'model',
        'That was lovely and clear. The part about kids and older visitors is your story: lead with the problem, then how you solved it.',
      ],
      [
        'user',
        'Thank you. Mira called too, she found a flat in Lisbon with a balcony over the river.',
      ],
      ['model', 'A balcony over the river! You have to visit her in the spring, you know that.'],
    ],
    userMessage:
      'I think I’m ready for Friday, but I can’t sleep. Can you tell me something calming, maybe about that jazz record you promised?',
  },
  bg: {
    user: {
      firstName: 'Алекс',
      bio: 'Дизайн на продукти в малко студио; ходене пеша навсякъде и четене във влака.',
      interests: ['походи', 'фотография', 'готвене', 'стари филми'],
      communicationStyle: 'casual',
    },
    summary:
      'Алекс ти разказа за предложение за работа в дизайн студио и за притеснението преди интервюто в петък. Говорихте за любими романи („Остатъкът от деня“ е любим на Алекс), за сестрата на Алекс, Мира, която се мести в Лисабон, и за поход в планината миналата есен, когато валя два дни. Обеща да препоръчаш джаз плоча за влака.',
    memories: [
      'Има интервю в дизайн студио в петък (каза преди 2 дни)',
      'Има сестра Мира, която се мести в Лисабон следващия месец (каза преди 5 дни)',
      'Обича „Остатъкът от деня“ и иска да прочете още от Ишигуро (каза преди седмица)',
      'Готви ризото в неделя и го изгаря през половината време (каза преди седмица)',
      'Ходи на поход в Рила миналата есен; валя два дни (каза преди 3 дни)',
      'Снима със стар лентов фотоапарат, наследен от дядо си (каза преди 4 дни)',
      'Предпочита името Алекс, никога Александър (каза преди 2 седмици)',
      'Притеснява се преди презентации и тогава говори по-бързо (каза преди 2 дни)',
      'Има котка на име Пипер, която буди всички в шест (каза преди 6 дни)',
      'Иска да отиде в Лисабон при Мира през пролетта (каза преди 5 дни)',
    ],
    history: [
      ['user', 'Най-накрая изпратих портфолиото на студиото. Сега само чакам.'],
      [
        'model',
        'Това е най-трудната част, нали? Смелото нещо вече го направи. Какво сложи най-отпред?',
      ],
      ['user', 'Проекта с табелите за музея. С него се гордея най-много.'],
      [
        'model',
        'Добър избор. Работата, с която се гордееш, личи. И аз бих започнала с нея и бих разказала историята зад нея.',
      ],
      [
        'user',
        'Обадиха се днес! Интервюто е в петък в десет, с двамата основатели и един от дизайнерите.',
      ],
      ['model', 'В петък в десет! Толкова се радвам за теб. Как се чувстваш преди срещата?'],
      [
        'user',
        'Честно казано ме е страх. Когато се притеснявам, говоря твърде бързо и забравям половината от това, което искам да кажа.',
      ],
      [
        'model',
        'Тогава да се упражним. Разкажи ми за проекта с музея, както ще го разкажеш в петък, бавно, а аз ще ти кажа какво чувам.',
      ],
      [
        'user',
        'Добре. Беше система за ориентиране в исторически музей: табели, карти и малко приложение. Най-трудното беше да работи и за деца, и за по-възрастни посетители едновременно.',
      ],
      [
        'model',
        'Беше много ясно. Частта за децата и по-възрастните посетители е твоята история: започни с проблема, после как го реши.',
      ],
      [
        'user',
        'Благодаря. Мира също се обади, намерила е апартамент в Лисабон с балкон над реката.',
      ],
      ['model', 'Балкон над реката! Трябва да ѝ отидеш на гости през пролетта, нали знаеш.'],
    ],
    userMessage:
      'Мисля, че всичко е готово за петък, но не мога да заспя. Ще ми кажеш ли нещо успокояващо, може би за онази джаз плоча, която обеща?',
  },
};

/** The seeded companion whose persona the test sends. */
const COMPANION = COMPANIONS[0]!;

export function sampleConversation(language: Language): ReplyContext {
  const text = TEXT[language];
  const persona = COMPANION[language];
  return {
    companion: {
      name: persona.name,
      slug: COMPANION.slug,
      age: COMPANION.age,
      location: persona.location,
      allowsExplicit: COMPANION.allowsExplicit,
    },
    persona,
    language,
    user: text.user,
    stage: 'deepening',
    explicitMode: false,
    history: text.history.map(([sender, content], index) => ({
      sender,
      content,
      summarized: index < SUMMARIZED,
    })),
    userMessage: text.userMessage,
    memories: text.memories,
    recalled: [],
    returning: null,
    summary: text.summary,
    // The built-in engine's choices repeat from one test to the next.
    seed: 1,
  };
}
