import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '#common/contracts/profile';
import { DEFAULT_SETTINGS, settingsSchema } from '#common/contracts/settings';
import { users } from '#server/db/schema';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';

let ctx: TestApp;
let me: TestUser;
let bulgarian: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  [me, bulgarian] = await Promise.all([
    registerUser(ctx.app, { email: 'profile@example.com', firstName: 'Mira', lastName: 'Ivanova' }),
    registerUser(ctx.app, { email: 'bg@example.com', language: 'bg' }),
  ]);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  asUser(ctx.app, me.token, method, url, payload);

describe('profile', () => {
  it('starts empty, the same at /profile and /profile-data, never cached', async () => {
    for (const url of ['/api/users/profile', '/api/users/profile-data']) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const profile = profileSchema.parse(response.json().profile);
      expect(profile).toMatchObject({
        userId: me.user.id,
        bio: '',
        interests: [],
        communicationStyle: 'casual',
        location: null,
      });
    }
  });

  it('saves what is sent, keeps the rest, and puts the names on the user', async () => {
    const response = await call('PUT', '/api/users/profile', {
      bio: '  Reader of maps.  ',
      interests: [' Hiking', 'hiking', 'Jazz', 'JAZZ ', 'Chess'],
      location: 'Sofia',
      firstName: 'Mirela',
      lastName: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      bio: 'Reader of maps.',
      interests: ['Hiking', 'Jazz', 'Chess'],
      communicationStyle: 'casual',
      location: 'Sofia',
    });
    const style = await call('PUT', '/api/users/profile', { communicationStyle: 'playful' });
    expect(style.json().profile).toMatchObject({ bio: 'Reader of maps.', location: 'Sofia' });

    const read = (await call('GET', '/api/users/profile')).json().profile;
    expect(read).toMatchObject({ bio: 'Reader of maps.', communicationStyle: 'playful' });
    const verify = (await call('GET', '/api/auth/verify')).json().user;
    expect(verify).toMatchObject({ firstName: 'Mirela', lastName: '', name: 'Mirela' });

    const cleared = await call('PUT', '/api/users/profile', { location: null });
    expect(cleared.json().profile.location).toBeNull();
  });

  it('replaces the interests and the style through their own routes', async () => {
    const interests = await call('PUT', '/api/users/profile/interests', {
      interests: ['Art', ' art ', 'Travel'],
    });
    expect(interests.statusCode).toBe(200);
    expect(interests.json().profile.interests).toEqual(['Art', 'Travel']);
    const style = await call('PUT', '/api/users/profile/communication-style', {
      communicationStyle: 'romantic',
    });
    expect(style.json().profile).toMatchObject({
      communicationStyle: 'romantic',
      interests: ['Art', 'Travel'],
    });
  });

  it.each([
    ['/api/users/profile', { bio: 'x'.repeat(1001) }, 'bio'],
    ['/api/users/profile', { communicationStyle: 'shouty' }, 'communicationStyle'],
    [
      '/api/users/profile',
      { interests: Array.from({ length: 31 }, (_, i) => `i${i}`) },
      'interests',
    ],
    ['/api/users/profile', { interests: ['x'.repeat(41)] }, 'interests.0'],
    ['/api/users/profile', { interests: ['  '] }, 'interests.0'],
    ['/api/users/profile', { firstName: '' }, 'firstName'],
    ['/api/users/profile', { location: 'x'.repeat(101) }, 'location'],
    ['/api/users/profile/interests', {}, 'interests'],
    ['/api/users/profile/interests', { interests: 'Art' }, 'interests'],
    [
      '/api/users/profile/communication-style',
      { communicationStyle: 'loud' },
      'communicationStyle',
    ],
  ])('PUT %s answers 400 for %j', async (url, payload, field) => {
    const response = await call('PUT', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().fields).toHaveProperty(field);
  });

  it('keeps how the user is addressed on their own account only; neutral until chosen', async () => {
    const session = async (token: string) =>
      (await asUser(ctx.app, token, 'GET', '/api/auth/session')).json().user;
    expect((await session(me.token)).addressAs).toBe('neutral');

    const chosen = await call('PUT', '/api/users/profile', { addressAs: 'female' });
    expect(chosen.statusCode).toBe(200);
    expect((await session(me.token)).addressAs).toBe('female');
    // The other account is untouched: no request reaches another user's record.
    expect((await session(bulgarian.token)).addressAs).toBe('neutral');
    const [row] = await ctx.database.db
      .select({ addressAs: users.addressAs })
      .from(users)
      .where(eq(users.id, bulgarian.user.id));
    expect(row?.addressAs).toBe('neutral');

    const back = await call('PUT', '/api/users/profile', { addressAs: 'neutral' });
    expect(back.statusCode).toBe(200);
    expect((await session(me.token)).addressAs).toBe('neutral');
  });

  it('refuses an unknown form of address with 400 and changes nothing', async () => {
    await call('PUT', '/api/users/profile', { addressAs: 'male' });
    for (const addressAs of ['feminine', 'MALE', '', null, 3]) {
      const response = await call('PUT', '/api/users/profile', { addressAs, bio: 'Changed?' });
      expect(response.statusCode, String(addressAs)).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    const user = (await asUser(ctx.app, me.token, 'GET', '/api/auth/session')).json().user;
    expect(user.addressAs).toBe('male');
    expect((await call('GET', '/api/users/profile')).json().profile.bio).not.toBe('Changed?');
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { addressAs: 'female' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('settings', () => {
  it('starts from the defaults, with the language chosen at sign-up', async () => {
    const mine = await call('GET', '/api/users/settings');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().settings).toEqual(DEFAULT_SETTINGS);
    const theirs = await asUser(ctx.app, bulgarian.token, 'GET', '/api/users/settings');
    expect(theirs.json().settings).toEqual({ ...DEFAULT_SETTINGS, language: 'bg' });
  });

  it('merges a partial update and keeps it', async () => {
    const response = await call('PUT', '/api/users/settings', {
      notifications: { marketing: true },
      appearance: { darkMode: false },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, marketing: true },
      appearance: { darkMode: false },
    };
    expect(response.json().settings).toEqual(expected);
    const next = await call('PUT', '/api/users/settings', {
      language: 'bg',
      privacy: { profileVisibility: 'private' },
      notifications: { messages: false },
    });
    const settings = settingsSchema.parse(next.json().settings);
    expect(settings).toEqual({
      ...expected,
      language: 'bg',
      privacy: { ...DEFAULT_SETTINGS.privacy, profileVisibility: 'private' },
      notifications: { ...expected.notifications, messages: false },
    });
    expect((await call('GET', '/api/users/settings')).json().settings).toEqual(settings);
    // The user's language follows (e-mails read it there).
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.language).toBe('bg');
  });

  it.each([
    [{ language: 'fr' }, 'language'],
    [{ privacy: { profileVisibility: 'everyone' } }, 'privacy.profileVisibility'],
    [{ notifications: { messages: 'yes' } }, 'notifications.messages'],
    [{ appearance: { darkMode: null } }, 'appearance.darkMode'],
    [{ reachOut: { timeZone: 'Mars/Olympus' } }, 'reachOut.timeZone'],
    [{ reachOut: { timeZone: 42 } }, 'reachOut.timeZone'],
    [
      { reachOut: { quietHours: { enabled: true, start: '24:00', end: '08:00' } } },
      'reachOut.quietHours.start',
    ],
    [
      { reachOut: { quietHours: { enabled: true, start: '22:00', end: '8:00' } } },
      'reachOut.quietHours.end',
    ],
    [{ reachOut: { quietHours: { start: '22:00' } } }, 'reachOut.quietHours.enabled'],
    [{ reachOut: { checkInAfterDays: 5 } }, 'reachOut.checkInAfterDays'],
    [{ reachOut: { channel: 'sms' } }, 'reachOut.channel'],
  ])('answers 400 for %j', async (payload, field) => {
    const response = await call('PUT', '/api/users/settings', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  describe('reaching out', () => {
    it('defaults to a check-in after 3 days, quiet 22:00-08:00, UTC, by push', async () => {
      const response = await asUser(ctx.app, bulgarian.token, 'GET', '/api/users/settings');
      expect(response.json().settings.reachOut).toEqual({
        checkInAfterDays: 3,
        quietHours: { enabled: true, start: '22:00', end: '08:00' },
        timeZone: 'UTC',
        timeZoneAuto: true,
        channel: 'push',
      });
    });

    it('keeps a partial update and leaves the rest', async () => {
      const first = await asUser(ctx.app, bulgarian.token, 'PUT', '/api/users/settings', {
        reachOut: { checkInAfterDays: null, timeZone: 'Europe/Sofia', timeZoneAuto: false },
      });
      expect(first.statusCode).toBe(200);
      const next = await asUser(ctx.app, bulgarian.token, 'PUT', '/api/users/settings', {
        reachOut: {
          quietHours: { enabled: false, start: '23:30', end: '06:15' },
          channel: 'email',
        },
      });
      expect(next.json().settings.reachOut).toEqual({
        checkInAfterDays: null,
        quietHours: { enabled: false, start: '23:30', end: '06:15' },
        timeZone: 'Europe/Sofia',
        timeZoneAuto: false,
        channel: 'email',
      });
      const again = await asUser(ctx.app, bulgarian.token, 'GET', '/api/users/settings');
      expect(again.json().settings.reachOut.channel).toBe('email');
    });

    it.each([
      { reachOut: { timeZone: 'Europe/Nowhere' } },
      { reachOut: { quietHours: { enabled: true, start: '7am', end: '08:00' } } },
      { reachOut: { sound: true } },
      { reachOut: { quietHours: { enabled: true, start: '22:00', end: '08:00', days: 5 } } },
      { outreach: { channel: 'push' } },
    ])('refuses %j and changes nothing', async (payload) => {
      const before = (await call('GET', '/api/users/settings')).json().settings;
      const response = await call('PUT', '/api/users/settings', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect((await call('GET', '/api/users/settings')).json().settings).toEqual(before);
    });
  });
});
