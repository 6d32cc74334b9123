import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { ComingSoonPage } from './coming-soon-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ComingSoonPage', () => {
  it('shows the countdown, the highlights and the structured data', () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    renderWithProviders(<ComingSoonPage />, { path: '/en/coming-soon' });
    const timer = screen.getByRole('timer', { name: 'Time until launch' });
    expect(timer.textContent).toBe('07days12hours35minutes42seconds');
    for (const title of ['Advanced Emotions', 'Real-time Responses', 'Premium Experience']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!);
    expect(data['@type']).toBe('Event');
    expect(data.startDate).toBe('2025-01-15');
  });

  it('ticks every second', () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    renderWithProviders(<ComingSoonPage />, { path: '/en/coming-soon' });
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByRole('timer').textContent).toContain('40seconds');
  });

  it('validates the e-mail, posts it and shows the VIP message', async () => {
    const api = fakeApi({
      'POST /api/early-access': () => Response.json({ ok: true }, { status: 201 }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<ComingSoonPage />, { path: '/bg/coming-soon', language: 'bg' });
    const input = screen.getByRole('textbox', { name: 'Имейл адрес' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.hasAttribute('required')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Уведоми ме/ }));
    expect(screen.getByRole('alert').textContent).toBe('Моля, въведи имейл адреса си.');
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: /Уведоми ме/ }));
    expect(screen.getByRole('alert').textContent).toBe('Моля, въведи валиден имейл адрес.');
    expect(api.calls).toHaveLength(0);

    fireEvent.change(input, { target: { value: ' Fan@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: /Уведоми ме/ }));
    expect(await screen.findByText('Вече си във VIP списъка! Ще те уведомим първи.')).toBeTruthy();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      body: { email: 'fan@example.com', language: 'bg' },
    });
  });

  it('shows a server failure translated', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/early-access': () =>
          Response.json({ error: 'Too many', code: 'RATE_LIMITED' }, { status: 429 }),
      }).fetchMock,
    );
    renderWithProviders(<ComingSoonPage />, { path: '/en/coming-soon' });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), {
      target: { value: 'fan@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Notify me/ }));
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeTruthy();
  });
});
