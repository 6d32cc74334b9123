import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompanion } from '#common/contracts/admin-companions';
import type { ReplyResult } from '#common/contracts/chats';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, sendOk } from '#server/features/chats/chat-test-support';
import { registerWithRole } from '../admin-test-support';
import { basicFields, createCompanion, makeImage, photo } from './admin-companions-test-support';

let ctx: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
  admin = await registerWithRole(ctx.app, ctx.database.db, 'admin');
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  asUser(ctx.app, admin.token, method, url, payload);

describe('chatting with a new companion', () => {
  it('opens a conversation and the built-in engine answers in its minimal persona', async () => {
    const created = await createCompanion(ctx.app, admin.token, [
      ...basicFields('Vesna', {
        description: 'Vesna grows tomatoes on a balcony in Plovdiv.',
        interests: 'gardening, cooking',
        background_story: 'Vesna left the city for a small garden of her own.',
      }),
      photo(0, await makeImage('png')),
    ]);
    const user = await registerUser(ctx.app);
    const conversation = await openChat(ctx.app, user.token, created.id);
    expect(conversation).toMatchObject({ model_id: created.id, model_slug: 'vesna' });
    const result: ReplyResult = await sendOk(
      ctx.app,
      user.token,
      conversation.id,
      'Tell me about yourself. What do you do all day?',
    );
    expect(result.engine).toBe('builtin');
    expect(result.aiMessage.content.trim().length).toBeGreaterThan(0);
    const stats = (await call('GET', `/api/admin/models/${created.id}`)).json() as {
      model: AdminCompanion;
    };
    expect(stats.model.stats).toMatchObject({ conversations: 1, messages: 2 });
  });

  it('answers with the prompt and persona an admin wrote', async () => {
    const persona = {
      en: {
        prompt: 'You are Mira, a lighthouse keeper. Speak of the sea.',
        backstory: { career: 'I keep the lighthouse at Cape Emine.' },
        speech_patterns: ['Ahoy, friend!'],
      },
    };
    const created = await createCompanion(ctx.app, admin.token, [
      ...basicFields('Mira'),
      ['persona', JSON.stringify(persona)],
    ]);
    expect(created.persona.en.prompt).toBe(persona.en.prompt);
    expect(created.persona.bg.prompt).toBe('');
    const user = await registerUser(ctx.app);
    const conversation = await openChat(ctx.app, user.token, created.id);
    const reply = await sendOk(ctx.app, user.token, conversation.id, 'What do you do for work?');
    // The built-in engine speaks from the admin's backstory.
    expect(reply.aiMessage.content).toContain('I keep the lighthouse at Cape Emine.');
    // Bulgarian falls back to the minimal persona (no Bulgarian prompt) and still answers.
    const bulgarian = await sendOk(ctx.app, user.token, conversation.id, 'Здравей! Как си днес?');
    expect(bulgarian.aiMessage.content).toMatch(/[а-я]/i);
  });
});
