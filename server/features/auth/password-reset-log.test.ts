import { describe, expect, it } from 'vitest';
import { withoutResetToken } from './password-reset-log';

describe('withoutResetToken', () => {
  it('masks the token of the reset page and of the link check', () => {
    expect(withoutResetToken('/bg/reset-password?token=abc_DEF-123&x=1')).toBe(
      '/bg/reset-password?token=[redacted]&x=1',
    );
    expect(withoutResetToken('/api/auth/reset-password/abc_DEF-123/status')).toBe(
      '/api/auth/reset-password/[redacted]/status',
    );
  });

  it('leaves other addresses alone', () => {
    expect(withoutResetToken('/api/chats?limit=5')).toBe('/api/chats?limit=5');
    expect(withoutResetToken('/api/auth/reset-password')).toBe('/api/auth/reset-password');
  });
});
