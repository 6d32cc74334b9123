import {
  APP_NOTIFICATION_ICON,
  MAX_PUSH_BODY_LENGTH,
  type PushPayload,
} from '#common/contracts/push';
import type { Language } from '#common/i18n/languages';
import { mediaUrl } from '#server/features/media';

/** What a notification shows of a companion. */
export interface NotifyingCompanion {
  companionId: string;
  slug: string;
  name: string;
  nameBg: string;
  avatarMediaId: string | null;
}

/** The message on one line, cut at a word near the limit with "…" (a notification shows little). */
export function notificationBody(text: string, max = MAX_PUSH_BODY_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  if (characters.length <= max) return flat;
  const cut = characters.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function companionName(companion: NotifyingCompanion, language: Language): string {
  return language === 'bg' && companion.nameBg ? companion.nameBg : companion.name;
}

/** The chat with her, in the language (the page takes her slug, as the catalogue links do). */
export function chatPath(companion: NotifyingCompanion, language: Language): string {
  return `/${language}/chat/${encodeURIComponent(companion.slug)}`;
}

export interface MessagePayloadInput {
  companion: NotifyingCompanion;
  conversationId: string;
  messageId: string;
  text: string;
  language: Language;
  at: Date;
}

/** A companion's message as a notification: her name, the message, and her chat on a tap. */
export function messagePayload(input: MessagePayloadInput): PushPayload {
  const { companion, language } = input;
  return {
    kind: 'message',
    title: companionName(companion, language),
    body: notificationBody(input.text),
    url: chatPath(companion, language),
    // A newer message from her replaces the older one instead of piling up.
    tag: `companion-${companion.companionId}`,
    icon: companion.avatarMediaId ? mediaUrl(companion.avatarMediaId) : APP_NOTIFICATION_ICON,
    lang: language,
    companionId: companion.companionId,
    conversationId: input.conversationId,
    messageId: input.messageId,
    timestamp: input.at.getTime(),
  };
}

const TEST_TEXT: Record<Language, { title: string; body: string }> = {
  en: { title: 'Amora', body: 'Notifications work on this device.' },
  bg: { title: 'Amora', body: 'Известията работят на това устройство.' },
};

/** The test notification of Settings > Notifications, in the browser's language. */
export function testPayload(language: Language, at: Date): PushPayload {
  return {
    kind: 'test',
    ...TEST_TEXT[language],
    url: `/${language}/settings`,
    tag: 'test',
    icon: APP_NOTIFICATION_ICON,
    lang: language,
    companionId: null,
    conversationId: null,
    messageId: null,
    timestamp: at.getTime(),
  };
}
