import { describe, expect, it } from 'vitest';
import { notificationFor, parsePushData, sameOriginPath } from './notification';

const origin = 'https://amora.example';

describe('a push message shown as a notification', () => {
  it('shows the payload: title, body, icon, tag and the chat to open', () => {
    // pushPayloadSchema of common/contracts/push.ts
    const payload = {
      kind: 'message',
      title: 'София',
      body: 'Как мина изпитът?',
      url: '/bg/chat/sophia',
      tag: 'companion-42',
      icon: '/api/media/portraits/sophia.webp',
      lang: 'bg',
      companionId: '7b8f0c1e-4d0e-4c55-9a43-3f2d8f0b8f11',
      conversationId: null,
      messageId: null,
      timestamp: 1_764_633_600_000,
    };
    expect(notificationFor(payload, origin)).toEqual({
      title: 'София',
      options: {
        body: 'Как мина изпитът?',
        icon: '/api/media/portraits/sophia.webp',
        badge: '/icons/icon-192.png',
        tag: 'companion-42',
        lang: 'bg',
        timestamp: 1_764_633_600_000,
        data: { url: '/bg/chat/sophia' },
      },
    });
  });

  it('never opens another site, and falls back to the app for anything missing', () => {
    const shown = notificationFor(
      { body: 'Hi', icon: 'https://evil.example/x.png', url: 'https://evil.example/', lang: 'de' },
      origin,
    );
    expect(shown.title).toBe('Amora');
    expect(shown.options.icon).toBe('/icons/icon-192.png');
    expect(shown.options.data.url).toBe('/');
    expect(shown.options).not.toHaveProperty('tag');
    expect(shown.options).not.toHaveProperty('lang');
    expect(notificationFor(null, origin).options.body).toBe('');
  });

  it('reads JSON, or plain text as the body', () => {
    expect(parsePushData('{"title":"T"}')).toEqual({ title: 'T' });
    expect(parsePushData('Hello')).toEqual({ body: 'Hello' });
    expect(parsePushData(undefined)).toEqual({});
  });

  it('keeps a same-origin path with its query and hash', () => {
    expect(sameOriginPath(`${origin}/bg/chat/1?x=1#m`, origin)).toBe('/bg/chat/1?x=1#m');
    expect(sameOriginPath('//evil.example/a', origin)).toBeUndefined();
  });
});
