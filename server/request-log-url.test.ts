import { describe, expect, it } from 'vitest';
import { urlForLog } from './request-log-url';

describe('urlForLog', () => {
  it('keeps the path and the parameter names, never their values', () => {
    expect(urlForLog('/api/admin/users?search=ana%40example.com&limit=20')).toBe(
      '/api/admin/users?search=…&limit=…',
    );
    expect(urlForLog('/bg/reset-password?token=abc_DEF-123&x=1')).toBe(
      '/bg/reset-password?token=…&x=…',
    );
    expect(urlForLog('/api/models?')).toBe('/api/models');
  });

  it('masks a name that is not one of ours (it would be what someone typed)', () => {
    expect(urlForLog('/api/models?ana@example.com')).toBe('/api/models?[redacted]=…');
  });

  it('masks the reset token of the link check', () => {
    expect(urlForLog('/api/auth/reset-password/abc_DEF-123/status')).toBe(
      '/api/auth/reset-password/[redacted]/status',
    );
  });

  it('leaves addresses without a query or token alone', () => {
    expect(urlForLog('/api/chats')).toBe('/api/chats');
    expect(urlForLog('/api/auth/reset-password')).toBe('/api/auth/reset-password');
  });
});
