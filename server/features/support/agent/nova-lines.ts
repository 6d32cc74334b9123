import type { Language } from '#common/i18n/languages';

/**
 * What Nova says around the help articles, in both languages. The ticket rules judge her replies
 * by their words (ticket-rules.ts, isGoodReply), so the lines are written for it: every reply that
 * answers carries "thank"/"help"/"team" (благодар-/помо-/екип-), and the reply that passes a
 * question on carries none of them, so the ticket goes to human review. A test holds them to it.
 */

export const NOVA_NAME: Record<Language, string> = { en: 'Nova', bg: 'Нова' };

const withName = (text: string, name: string | null, separator = ', ') =>
  name ? text.replace('{name}', `${separator}${name}`) : text.replace('{name}', '');

export const OPENINGS: Record<Language, readonly string[]> = {
  en: ['Thanks for reaching out{name}!', 'Good question{name}!', 'Happy to explain{name}.'],
  bg: ['Благодаря, че писа{name}!', 'Добър въпрос{name}!', 'С удоволствие ще обясня{name}.'],
};

export const CLOSING: Record<Language, string> = {
  en:
    'I hope this helps! If anything is still unclear, just reply here, or press Human Support ' +
    'to reach a person from our team.',
  bg:
    'Надявам се това да помогне! Ако нещо още не е ясно, просто отговори тук или натисни ' +
    '„Връзка с човек“, за да стигнеш до човек от екипа ни.',
};

export function opening(language: Language, name: string | null, index: number): string {
  const lines = OPENINGS[language];
  return withName(lines[index % lines.length]!, name);
}

export function greetingReply(language: Language, name: string | null): string {
  return language === 'bg'
    ? withName(
        'Здравей{name}! Аз съм Нова от екипа по поддръжката на Amora. Мога да помогна с ' +
          'плановете и цените, плащанията, дневния лимит на съобщенията, гласовите разговори, ' +
          'поверителността и акаунта ти. Какво искаш да знаеш?',
        name,
      )
    : withName(
        "Hi{name}! I'm Nova from the Amora support team. I can help with plans and prices, " +
          'billing, daily message limits, voice calls, privacy and your account. What would you ' +
          'like to know?',
        name,
      );
}

export function thanksReply(language: Language, name: string | null): string {
  return language === 'bg'
    ? withName(
        'Няма защо{name}! Радвам се, че помогнах. Ако имаш още въпроси, просто пиши тук и ще ' +
          'отговоря веднага.',
        name,
      )
    : withName(
        "You're welcome{name}! I'm glad I could help. If anything else comes up, just write " +
          "here and I'll answer right away.",
        name,
      );
}

/** Nova has no answer: the question goes to a person (and the ticket to human review). */
export const PASS_ON: Record<Language, string> = {
  en:
    "I don't have a ready answer to that in my notes, so I'm passing your question on to a " +
    "person from Amora support. They will reply here, and you'll get an e-mail when they do. " +
    'If you would like to add details for them, press Human Support.',
  bg:
    'Нямам готов отговор на това в бележките си, затова предавам въпроса ти на човек от ' +
    'поддръжката на Amora. Ще ти отговорят тук и ще получиш имейл, когато го направят. Ако ' +
    'искаш да добавиш подробности за тях, натисни „Връзка с човек“.',
};

/** Something broke while answering (an apology offering a human). */
export const APOLOGY: Record<Language, string> = {
  en:
    "I'm sorry, something went wrong on my side and I couldn't answer that. I've passed your " +
    'question on to a person from Amora support, who will reply here.',
  bg:
    'Съжалявам, нещо се обърка при мен и не успях да отговоря. Предадох въпроса ти на човек ' +
    'от поддръжката на Amora, който ще ти отговори тук.',
};
