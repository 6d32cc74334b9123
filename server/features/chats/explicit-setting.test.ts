import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_CONFIRMATION_REQUIRED, DEFAULT_SETTINGS } from '#common/contracts/settings';
import { conversations, userSettings } from '#server/db/schema';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, sendOk } from './chat-test-support';

/** The user's content setting: off by default, on with an 18+ confirmation, enforced in replies. */

let ctx: TestApp;
let me: TestUser;

const CONSENTING = "I'm ready, I want to make love with you";

beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
  me = await registerUser(ctx.app, { email: 'content-setting@example.com' });
});
afterAll(() => ctx.close());

const putSettings = (payload: unknown) =>
  asUser(ctx.app, me.token, 'PUT', '/api/users/settings', payload);

/** A conversation with Emma (she allows explicit content) far enough for the stage rules. */
async function intimateChatWithEmma(): Promise<string> {
  const chat = await openChat(ctx.app, me.token, 'emma');
  await ctx.database.db
    .update(conversations)
    .set({
      messageCount: 40,
      hasLongUserMessage: true,
      hasFirstPersonStatement: true,
      relationshipStage: 'intimate',
      explicitMode: false,
    })
    .where(eq(conversations.id, chat.id));
  return chat.id;
}

async function explicitModeOf(id: string): Promise<boolean> {
  const response = await asUser(ctx.app, me.token, 'GET', `/api/chats/${id}`);
  return response.json().conversation.explicit_mode as boolean;
}

describe('the content setting', () => {
  it('is off by default', async () => {
    const response = await asUser(ctx.app, me.token, 'GET', '/api/users/settings');
    expect(response.json().settings.content).toEqual({ explicit: false });
    expect(DEFAULT_SETTINGS.content.explicit).toBe(false);
  });

  it('turns on only with the 18+ confirmation, which is not stored', async () => {
    const refused = await putSettings({ content: { explicit: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('VALIDATION_FAILED');
    expect(refused.json().fields['content.ageConfirmed']).toBe(ADULT_CONFIRMATION_REQUIRED);
    const stillOff = await asUser(ctx.app, me.token, 'GET', '/api/users/settings');
    expect(stillOff.json().settings.content.explicit).toBe(false);

    const falseConfirmation = await putSettings({
      content: { explicit: true, ageConfirmed: false },
    });
    expect(falseConfirmation.statusCode).toBe(400);

    const accepted = await putSettings({ content: { explicit: true, ageConfirmed: true } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().settings.content).toEqual({ explicit: true });
    const [row] = await ctx.database.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, me.user.id));
    expect(row!.settings.content).toEqual({ explicit: true });

    // Off needs no confirmation.
    const off = await putSettings({ content: { explicit: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().settings.content).toEqual({ explicit: false });
  });

  it.each([
    [{ colour: 'red' }, 'body'],
    [{ privacy: { profileVisibility: 'private', showAge: true } }, 'privacy'],
    [{ notifications: { sms: true } }, 'notifications'],
    [{ appearance: { darkMode: true, fontSize: 3 } }, 'appearance'],
    [{ content: { explicit: false, graphic: true } }, 'content'],
  ])('answers 400 for the unknown key in %j and changes nothing', async (payload, field) => {
    const before = (await asUser(ctx.app, me.token, 'GET', '/api/users/settings')).json();
    const response = await putSettings(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().fields).toHaveProperty(field);
    expect((await asUser(ctx.app, me.token, 'GET', '/api/users/settings')).json()).toEqual(before);
  });
});

describe('explicit mode in a conversation', () => {
  it('stays off with the setting off, even when every other rule holds', async () => {
    await putSettings({ content: { explicit: false } });
    const id = await intimateChatWithEmma();
    const result = await sendOk(ctx.app, me.token, id, CONSENTING);
    expect(result.conversation).toMatchObject({
      relationshipStage: 'intimate',
      explicitMode: false,
    });
    expect(await explicitModeOf(id)).toBe(false);
  });

  it('turns on with the setting on and the stage rules met; turning the setting off ends it', async () => {
    await putSettings({ content: { explicit: true, ageConfirmed: true } });
    const id = await intimateChatWithEmma();
    const on = await sendOk(ctx.app, me.token, id, CONSENTING);
    expect(on.conversation.explicitMode).toBe(true);
    expect(await explicitModeOf(id)).toBe(true);

    await putSettings({ content: { explicit: false } });
    expect(await explicitModeOf(id)).toBe(false);
    const after = await sendOk(ctx.app, me.token, id, CONSENTING);
    expect(after.conversation.explicitMode).toBe(false);

    // Back on, it has to be earned again by the rules: an ordinary message does not.
    await putSettings({ content: { explicit: true, ageConfirmed: true } });
    const ordinary = await sendOk(ctx.app, me.token, id, 'How was your day?');
    expect(ordinary.conversation.explicitMode).toBe(false);
  });

  it("stays off with the setting on for a companion who doesn't allow it", async () => {
    await putSettings({ content: { explicit: true, ageConfirmed: true } });
    const chat = await openChat(ctx.app, me.token, 'sophia');
    await ctx.database.db
      .update(conversations)
      .set({ messageCount: 40, hasLongUserMessage: true, hasFirstPersonStatement: true })
      .where(eq(conversations.id, chat.id));
    const result = await sendOk(ctx.app, me.token, chat.id, CONSENTING);
    expect(result.conversation).toMatchObject({
      relationshipStage: 'intimate',
      explicitMode: false,
    });
  });
});
