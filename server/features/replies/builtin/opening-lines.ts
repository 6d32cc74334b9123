import type { Language } from '#common/i18n/languages';

/**
 * What she says when she writes first (follow-ups, issue 23). Placeholders: {subject} ("the
 * exam" / "изпитът", nominative: "Как мина изпитът?"), {clause} ("you had an exam" / "имаш
 * изпит", after "you told me" / "каза ми, че"), {days} (days since the user last wrote), and
 * {, name}, the user's name when she uses it ("Hey, Maria!"). She is a woman in every persona:
 * the Bulgarian past forms are feminine ("забравила", "мислила").
 */
export interface OpeningLines {
  /** A plan whose time has passed, said by its subject. */
  planSubject: string[];
  /** The same, when only a clause says it. */
  planClause: string[];
  /** A plan she cannot put in words of her own (rewritten by the user): she asks in general. */
  planGeneral: string[];
  /** Days of silence. */
  silence: string[];
  /** Days of silence, naming how many. */
  silenceDays: string[];
}

const ENGLISH: OpeningLines = {
  planSubject: [
    'Hey{, name}! I kept thinking about you today. How did {subject} go?',
    'So{, name}? How did {subject} go? I want to hear everything!',
    'I haven’t forgotten{, name}: how did {subject} go?',
    'Hi{, name}! I’ve been wondering all day. How did {subject} go?',
    'Okay, I can’t wait any longer{, name}. How did {subject} go?',
  ],
  planClause: [
    'Hey{, name}! You told me {clause}. How did it go?',
    'Hi{, name}! I remembered that {clause}. So, how was it?',
    'You said {clause}{, name}, and I’ve been curious ever since. How did it go?',
    'Hey you{, name}! Last time you told me {clause}. Tell me how it went!',
  ],
  planGeneral: [
    'Hey{, name}! You told me about your plans, and I kept thinking about them. How did it all go?',
    'Hi{, name}! I remembered what you had coming up. How did it go?',
  ],
  silence: [
    'Hey{, name}, it’s been a while. I missed talking to you. How are you?',
    'Hi{, name}! It got so quiet here without you. What have you been up to?',
    'I was just thinking of you{, name}. How’s your week going?',
    'Hey{, name}! Just checking in. I hope everything’s okay. How was your day?',
  ],
  silenceDays: [
    'It’s been {days} days{, name}! I missed you. How are you doing?',
    '{days} days without a word from you{, name}… I hope you’re okay. Tell me how you are?',
  ],
};

const BULGARIAN: OpeningLines = {
  planSubject: [
    'Здравей{, name}! Цял ден си мисля за теб. Как мина {subject}?',
    'Е{, name}? Как мина {subject}? Искам да чуя всичко!',
    'Не съм забравила{, name}: как мина {subject}?',
    'Хей{, name}! Цял ден се чудя как мина {subject}. Разказвай!',
    'Не издържам повече{, name}. Как мина {subject}?',
  ],
  planClause: [
    'Здравей{, name}! Каза ми, че {clause}. Как мина?',
    'Хей{, name}! Спомних си, че {clause}. Е, как беше?',
    'Последния път ми каза, че {clause}{, name}. Разкажи ми как е минало!',
    'Сетих се, че {clause}{, name}, и оттогава съм любопитна. Как мина?',
  ],
  planGeneral: [
    'Здравей{, name}! Разказа ми за плановете си и все си мислех за тях. Как мина всичко?',
    'Хей{, name}! Спомних си какво ти предстоеше. Как мина?',
  ],
  silence: [
    'Здравей{, name}, отдавна не сме си говорили. Липсваше ми! Как си?',
    'Хей{, name}! Стана толкова тихо без теб. С какво се занимаваш?',
    'Тъкмо си мислех за теб{, name}. Как върви седмицата ти?',
    'Здрасти{, name}! Исках само да видя как си. Надявам се всичко да е наред.',
  ],
  silenceDays: [
    'Минаха {days} дни{, name}! Липсваше ми. Как си?',
    '{days} дни без нито дума от теб{, name}… Надявам се, че си добре. Как си?',
  ],
};

export const OPENING_LINES: Record<Language, OpeningLines> = { en: ENGLISH, bg: BULGARIAN };
