import type { EmailTexts } from '../texts';
import { text, type Block } from './layout';

/** The greeting that opens every e-mail. */
export function greeting(t: EmailTexts, name: string): Block {
  return text(t('greeting', { name }));
}

/** The closing line of every e-mail. */
export function signature(t: EmailTexts): Block {
  return text(t('signature'));
}
