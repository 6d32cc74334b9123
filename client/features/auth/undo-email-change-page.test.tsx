import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { UndoEmailChangePage } from './undo-email-change-page';

afterEach(() => vi.unstubAllGlobals());

describe('UndoEmailChangePage', () => {
  it('undoes only on a click, then says every session ended and offers a new password', async () => {
    const api = fakeApi({ 'POST /api/auth/undo-email-change': () => Response.json({ ok: true }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<UndoEmailChangePage />, { path: '/en/undo-email-change?token=abc' });
    const button = await screen.findByRole('button', { name: 'Restore my old address' });
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(button);
    expect((await screen.findByTestId('undo-email-success')).textContent).toContain(
      'signed you out on every device',
    );
    expect(screen.getByRole('link', { name: 'Choose a new password' }).getAttribute('href')).toBe(
      '/en/forgot-password',
    );
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ token: 'abc' });
  });

  it('says a used or expired link is so and links to sign-in', async () => {
    const api = fakeApi({
      'POST /api/auth/undo-email-change': () =>
        Response.json({ error: 'x', code: 'UNDO_LINK_EXPIRED' }, { status: 410 }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<UndoEmailChangePage />, { path: '/en/undo-email-change?token=old' });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore my old address' }));
    expect((await screen.findByRole('alert')).textContent).toContain('has expired');
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]!.getAttribute('href')).toBe(
      '/en/login',
    );
  });

  it('says when another account took the old address', async () => {
    const api = fakeApi({
      'POST /api/auth/undo-email-change': () =>
        Response.json({ error: 'x', code: 'OLD_EMAIL_TAKEN' }, { status: 409 }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<UndoEmailChangePage />, { path: '/en/undo-email-change?token=t' });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore my old address' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Another account');
  });

  it('speaks Bulgarian and says a link without a token is incomplete', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    renderWithProviders(<UndoEmailChangePage />, {
      path: '/bg/undo-email-change',
      language: 'bg',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Връзката е непълна');
  });
});
