import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, withRedirect } from './redirect-target';

describe('safeRedirectTarget', () => {
  it.each([
    ['/en/profile', '/en/profile'],
    ['/bg/settings?tab=privacy', '/bg/settings?tab=privacy'],
    ['/favorites#x', '/favorites#x'],
  ])('keeps the in-app path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'profile',
    '/en/login',
    '/register?redirect=/x',
    '/en/pro\nfile',
    '/en/forgot-password',
    '/bg/reset-password?token=abc',
  ])('refuses %s', (raw) => {
    expect(safeRedirectTarget(raw)).toBeNull();
  });

  it('builds the sign-in link with the target encoded', () => {
    expect(withRedirect('/en/login', '/en/settings?tab=account')).toBe(
      '/en/login?redirect=%2Fen%2Fsettings%3Ftab%3Daccount',
    );
  });
});
