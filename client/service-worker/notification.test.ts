import { describe, expect, it } from 'vitest';
import { notificationFor, parsePushData, sameOriginPath } from './notification';

const origin = 'https://amora.example';

describe('a push message shown as a notification', () => {
  it('shows the payload: title, body, icon, tag and the chat to open', () => {
    const payload = {
      title: 'Sophia',
      body: 'How did the exam go?',
      icon: '/api/media/portraits/sophia.webp',
      tag: 'chat-42',
      data: { url: '/en/chat/42' },
    };
    expect(notificationFor(payload, origin)).toEqual({
      title: 'Sophia',
      options: {
        body: 'How did the exam go?',
        icon: '/api/media/portraits/sophia.webp',
        badge: '/icons/icon-192.png',
        tag: 'chat-42',
        data: { url: '/en/chat/42' },
      },
    });
  });

  it('never opens another site, and falls back to the app for anything missing', () => {
    const shown = notificationFor(
      { body: 'Hi', icon: 'https://evil.example/x.png', data: { url: 'https://evil.example/' } },
      origin,
    );
    expect(shown.title).toBe('Amora');
    expect(shown.options.icon).toBe('/icons/icon-192.png');
    expect(shown.options.data.url).toBe('/');
    expect(shown.options).not.toHaveProperty('tag');
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
