import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => vi.unstubAllGlobals());

const fail =
  (status: number, code: string, extra: Record<string, unknown> = {}) =>
  () =>
    Response.json({ error: 'x', code, ...extra }, { status });

describe('VerifyEmailPage', () => {
  it('verifies only on a click, then says so and leads a visitor to sign in', async () => {
    const api = fakeApi({ 'POST /api/auth/verify-email': () => Response.json({ ok: true }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<VerifyEmailPage />, { path: '/en/verify-email?token=abc' });
    const button = await screen.findByRole('button', { name: 'Confirm my address' });
    expect(api.calls).toHaveLength(0);
    fireEvent.click(button);
    expect((await screen.findByTestId('verify-email-success')).textContent).toContain(
      'is confirmed',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/login');
    expect(api.calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['POST', '/api/auth/verify-email', { token: 'abc' }],
    ]);
  });

  it('asks the session again for a signed-in user, who goes on to the dashboard', async () => {
    const api = fakeApi({
      'POST /api/auth/verify-email': () => Response.json({ ok: true }),
      'GET /api/auth/session': () => Response.json({ user: makeUser({ emailVerified: true }) }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<VerifyEmailPage />, {
      path: '/en/verify-email?token=abc',
      user: makeUser({ emailVerified: false }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my address' }));
    expect(
      (await screen.findByRole('link', { name: 'Go to my dashboard' })).getAttribute('href'),
    ).toBe('/en/dashboard');
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.url.pathname === '/api/auth/session')).toBe(true),
    );
  });

  it('says a used or unknown link is not valid', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'POST /api/auth/verify-email': fail(400, 'INVALID_VERIFICATION_TOKEN') }).fetchMock,
    );
    renderWithProviders(<VerifyEmailPage />, { path: '/en/verify-email?token=used' });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my address' }));
    expect((await screen.findByRole('alert')).textContent).toContain('was used already');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Link not valid');
  });

  it('offers a signed-out user to sign in for a new link when it expired', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'POST /api/auth/verify-email': fail(410, 'VERIFICATION_LINK_EXPIRED') }).fetchMock,
    );
    renderWithProviders(<VerifyEmailPage />, { path: '/en/verify-email?token=old' });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my address' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sign in and ask');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/login');
  });

  it('sends a new link from an expired one when signed in', async () => {
    const api = fakeApi({
      'POST /api/auth/verify-email': fail(410, 'VERIFICATION_LINK_EXPIRED'),
      'POST /api/auth/resend-verification': () => Response.json({ sent: true }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<VerifyEmailPage />, {
      path: '/en/verify-email?token=old',
      user: makeUser({ emailVerified: false }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my address' }));
    expect((await screen.findByRole('alert')).textContent).toContain('has expired');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByText(/We sent a new link/)).getAttribute('role')).toBe('status');
  });

  it('keeps the button after a network error, so the user can try again', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<VerifyEmailPage />, { path: '/en/verify-email?token=abc' });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my address' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
    expect(screen.getByRole('button', { name: 'Confirm my address' })).toBeTruthy();
  });

  it('speaks Bulgarian: a link without a token is incomplete', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    renderWithProviders(<VerifyEmailPage />, { path: '/bg/verify-email', language: 'bg' });
    expect((await screen.findByRole('alert')).textContent).toContain('Връзката е непълна');
    expect(screen.getByRole('link', { name: 'Вход' }).getAttribute('href')).toBe('/bg/login');
  });

  it('speaks Bulgarian: confirmed', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'POST /api/auth/verify-email': () => Response.json({ ok: true }) }).fetchMock,
    );
    renderWithProviders(<VerifyEmailPage />, {
      path: '/bg/verify-email?token=abc',
      language: 'bg',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Потвърди адреса ми' }));
    expect((await screen.findByTestId('verify-email-success')).textContent).toContain(
      'адресът ти е потвърден',
    );
  });
});
