import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { helpContent } from '../help/help-content';
import type { SupportQuestion } from './support-agent';

/** What the model answers when the help content does not cover the question. */
export const NO_ANSWER = 'NO_ANSWER';

/** How many earlier messages of the ticket go with the question (as for the companions). */
const HISTORY_MESSAGES = 8;

const LANGUAGE_NAMES = { en: 'English', bg: 'Bulgarian' } as const;
/** The support page's button to reach a person, as the user sees it. */
const HUMAN_SUPPORT_BUTTON = { en: '"Human Support"', bg: '„Връзка с човек“' } as const;

/**
 * Nova's instructions: who she is, to answer only from the product's help content (given in the
 * answer's language, with the real prices and limits), in the user's language, with the steps,
 * and to say NO_ANSWER rather than guess.
 */
export function supportSystemPrompt(question: SupportQuestion): string {
  const language = LANGUAGE_NAMES[question.language];
  const name = question.userName ? ` The user's first name is ${question.userName}.` : '';
  return [
    'You are Nova, the friendly support agent of Amora, a web app where adults chat with AI ' +
      'companions in English and Bulgarian.' +
      name,
    `Answer the user's support question in ${language} only, whatever language the help ` +
      'content or earlier messages are in.',
    'Answer only from the help content below. Give the concrete steps (where to click) and the ' +
      'exact prices and limits it states. Never invent prices, features, policies, dates or ' +
      'promises that are not in it. Keep the answer short: a few sentences, plain text, no ' +
      'markdown headings.',
    'Start by thanking the user for reaching out, and end by saying you hope it helps and that ' +
      `they can reply or press the ${HUMAN_SUPPORT_BUTTON[question.language]} button to reach a ` +
      'person from the team.',
    `If the help content does not answer the question, or the question is not about Amora, ` +
      `reply with exactly ${NO_ANSWER} and nothing else: a person from the support team will ` +
      'take over.',
    `Help content:\n\n${helpContent(question.facts)}`,
  ].join('\n\n');
}

/** The system prompt, the ticket's last messages as turns, then the new message. */
export function supportMessages(question: SupportQuestion): ChatCompletionMessageParam[] {
  const history = question.history
    .slice(-HISTORY_MESSAGES)
    .map((message): ChatCompletionMessageParam => ({
      role: message.from === 'user' ? 'user' : 'assistant',
      content: message.content,
    }));
  return [
    { role: 'system', content: supportSystemPrompt(question) },
    ...history,
    { role: 'user', content: question.message },
  ];
}
