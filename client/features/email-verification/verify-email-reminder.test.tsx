import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { VerifyEmailReminder } from './verify-email-reminder';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const unverified = makeUser({ emailVerified: false, email: 'ana@example.com' });

function showReminder(routes: Parameters<typeof fakeApi>[0] = {}, language: 'en' | 'bg' = 'en') {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<VerifyEmailReminder />, {
    path: `/${language}/dashboard`,
    language,
    user: unverified,
  });
  return api;
}

const reminder = () =>
  screen.findByRole('region', { name: 'E-mail confirmation' }, { timeout: 2000 });
const resendButton = () => screen.getByRole('button', { name: 'Send the link again' });

describe('VerifyEmailReminder', () => {
  it('asks an unverified user to check their inbox at their address', async () => {
    showReminder();
    expect((await reminder()).textContent).toContain('check your inbox at ana@example.com');
  });

  it('is not shown to verified users or visitors', () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    renderWithProviders(<VerifyEmailReminder />, { path: '/en/dashboard', user: makeUser() });
    expect(screen.queryByTestId('verify-email-reminder')).toBeNull();
    renderWithProviders(<VerifyEmailReminder />, { path: '/en/dashboard', user: null });
    expect(screen.queryByTestId('verify-email-reminder')).toBeNull();
  });

  it('is not shown on the verify-email page itself, nor on the full-screen chat and call', () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    for (const path of ['/en/verify-email?token=abc', '/en/chat/sophia', '/en/call/sophia']) {
      renderWithProviders(<VerifyEmailReminder />, { path, user: unverified });
      expect(screen.queryByTestId('verify-email-reminder')).toBeNull();
    }
  });

  it('hides for this browser session when dismissed', async () => {
    showReminder();
    await reminder();
    fireEvent.click(screen.getByRole('button', { name: 'Hide this reminder' }));
    expect(screen.queryByTestId('verify-email-reminder')).toBeNull();
    cleanup();
    showReminder();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('verify-email-reminder')).toBeNull();
  });

  it('sends the link again, saying it is sending and then that it was sent', async () => {
    let answer!: (response: Response) => void;
    const api = showReminder({
      'POST /api/auth/resend-verification': () => new Promise((resolve) => (answer = resolve)),
    });
    await reminder();
    fireEvent.click(resendButton());
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    answer(Response.json({ sent: true }));
    expect(await screen.findByText(/We sent a new link/)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('goes once the server says the address is verified already (session asked again)', async () => {
    const api = showReminder({
      'POST /api/auth/resend-verification': () => Response.json({ sent: false }),
      'GET /api/auth/session': () =>
        Response.json({ user: { ...unverified, emailVerified: true } }),
    });
    await reminder();
    fireEvent.click(resendButton());
    await vi.waitFor(() => expect(screen.queryByTestId('verify-email-reminder')).toBeNull());
    expect(api.calls.some((call) => call.url.pathname === '/api/auth/session')).toBe(true);
  });

  it('says in minutes when more links can be asked for after too many', async () => {
    showReminder({
      'POST /api/auth/resend-verification': () =>
        Response.json({ error: 'x', code: 'RATE_LIMITED', retryAfter: 1500 }, { status: 429 }),
    });
    await reminder();
    fireEvent.click(resendButton());
    expect(await screen.findByText(/Try again in 25 minutes/)).toBeTruthy();
  });

  it('says when the network failed', async () => {
    showReminder();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await reminder();
    fireEvent.click(resendButton());
    expect(await screen.findByText(/Network error/)).toBeTruthy();
  });

  it('speaks Bulgarian', async () => {
    showReminder(
      {
        'POST /api/auth/resend-verification': () =>
          Response.json({ error: 'x', code: 'RATE_LIMITED', retryAfter: 600 }, { status: 429 }),
      },
      'bg',
    );
    const region = await screen.findByRole('region', { name: 'Потвърждение на имейла' });
    expect(region.textContent).toContain('провери пощата си на ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Изпрати връзката отново' }));
    expect(await screen.findByText(/Опитай отново след 10 минути/)).toBeTruthy();
  });
});
