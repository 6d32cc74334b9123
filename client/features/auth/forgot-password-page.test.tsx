import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePublicConfig } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';

afterEach(() => vi.unstubAllGlobals());

function request(email: string) {
  fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordPage', () => {
  it('confirms in the same words for any address, and sends the page language', async () => {
    const api = fakeApi({
      // Like the server: the same answer whether or not the account exists.
      'POST /api/auth/forgot-password': () => Response.json({ ok: true }, { status: 202 }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const texts: string[] = [];
    for (const email of ['Ana@Example.com', 'nobody@example.com']) {
      const { unmount } = renderWithProviders(<ForgotPasswordPage />, {
        path: '/en/forgot-password',
      });
      request(email);
      const sent = await screen.findByTestId('forgot-password-sent');
      texts.push(sent.querySelector('[role="status"]')!.textContent!.replace(email, '{email}'));
      unmount();
    }
    expect(texts[0]).toBe(
      "If an account exists for {email}, we've sent a link to reset your password. It expires in 1 hour.",
    );
    expect(texts[1]).toBe(texts[0]);
    expect(api.calls.map((call) => call.body)).toEqual([
      { email: 'ana@example.com', language: 'en' },
      { email: 'nobody@example.com', language: 'en' },
    ]);
  });

  it('checks the address before sending', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<ForgotPasswordPage />, { path: '/bg/forgot-password', language: 'bg' });
    fireEvent.change(screen.getByLabelText('Имейл адрес'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Изпрати линк' }));
    expect(await screen.findByText('Моля, въведи валиден имейл адрес.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('says so when there were too many requests', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/auth/forgot-password': () =>
          Response.json({ error: 'x', code: 'RATE_LIMITED' }, { status: 429 }),
      }).fetchMock,
    );
    renderWithProviders(<ForgotPasswordPage />, { path: '/en/forgot-password' });
    request('ana@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many requests, try again later.',
    );
    expect(screen.queryByTestId('forgot-password-sent')).toBeNull();
  });

  it("is linked from the sign-in page's 'Forgot password?'", () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/config': () => Response.json(makePublicConfig({ googleClientId: null })),
      }).fetchMock,
    );
    renderWithProviders(<LoginPage />, { path: '/bg/login', language: 'bg' });
    expect(screen.getByRole('link', { name: 'Забравена парола?' }).getAttribute('href')).toBe(
      '/bg/forgot-password',
    );
  });
});
