import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '#common/contracts/chats';
import { activeConversationCount, chatShortcutPath } from './conversations';

const NOW = new Date('2025-03-14T12:00:00Z');
function summary(slug: string, lastMessageAt: string | null): ConversationSummary {
  return {
    id: `id-${slug}`,
    model_id: `model-${slug}`,
    model_slug: slug,
    model_name: slug,
    model_name_bg: slug,
    model_avatar: '',
    last_message_at: lastMessageAt,
    message_count: lastMessageAt ? 2 : 0,
    relationship_stage: 'initial',
    is_active: true,
    last_message_preview: lastMessageAt ? 'Hello' : null,
    last_message_sender: lastMessageAt ? 'model' : null,
    unread: 0,
  };
}

describe('chatShortcutPath', () => {
  it('opens the most recent companion, else companion 1', () => {
    expect(chatShortcutPath(undefined)).toBe('/chat/1');
    expect(chatShortcutPath([])).toBe('/chat/1');
    expect(chatShortcutPath([summary('Emma', null), summary('sophia', null)])).toBe('/chat/emma');
  });
});

describe('activeConversationCount', () => {
  it('counts conversations with a message in the last seven days', () => {
    const list = [
      summary('a', '2025-03-14T11:00:00Z'),
      summary('b', '2025-03-07T12:00:00Z'),
      summary('c', '2025-03-07T11:59:59Z'),
      summary('d', null),
    ];
    expect(activeConversationCount(list, NOW)).toBe(2);
  });
});
