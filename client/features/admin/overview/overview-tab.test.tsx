import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { makeOverview } from '../admin-test-data';
import { OverviewTab } from './overview-tab';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ role: 'admin' });
const figure = (id: string) => screen.getByTestId(`stat-${id}`);

describe('OverviewTab', () => {
  it('shows the figures the API counted, formatted in the page language', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/admin/overview': () => Response.json({ overview: makeOverview() }) })
        .fetchMock,
    );
    renderWithProviders(<OverviewTab />, { path: '/en/admin', user: admin });
    expect(screen.getByText('Loading figures…')).toBeTruthy();

    await waitFor(() => expect(within(figure('users')).getByText('1,234')).toBeTruthy());
    expect(within(figure('users')).getByText('Users')).toBeTruthy();
    expect(within(figure('premiumUsers')).getByText('56')).toBeTruthy();
    expect(within(figure('premiumUsers')).getByText('5% of all users')).toBeTruthy();
    expect(within(figure('conversations')).getByText('789')).toBeTruthy();
    expect(within(figure('messagesToday')).getByText('40')).toBeTruthy();
    expect(within(figure('openTickets')).getByText('3')).toBeTruthy();
    expect(within(figure('firstResponse')).getByText('42 min')).toBeTruthy();
    expect(within(figure('resolution')).getByText('5.5 hr')).toBeTruthy();
    expect(within(figure('revenue')).getByText('$1,499.50')).toBeTruthy();

    // The chart's summary and its table give the same figures to everyone.
    const total = makeOverview().daily.reduce((sum, day) => sum + day.messages, 0);
    expect(screen.getByTestId('chart-summary').textContent).toContain(
      `Messages: ${total} in 30 days`,
    );
    expect(screen.getByTestId('chart-summary').textContent).toContain('most on Mar 30');
    expect(screen.getByTestId('chart-summary').textContent).toContain(
      'Sign-ups: 22 in 30 days, most on Mar 11.',
    );
    const table = screen.getByRole('table', { name: /Messages and sign-ups per day/ });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(
      within(table).getByRole('rowheader', { name: 'Mar 11' }).parentElement?.textContent,
    ).toBe('Mar 1107');

    // The reply engine's day: replies by engine, fallbacks by reason.
    const health = screen.getByRole('region', { name: 'AI replies in the last 24 hours' });
    expect(within(health).getByTestId('replies-openai').textContent).toBe('Language model120');
    expect(within(health).getByTestId('replies-builtin').textContent).toBe('Built-in engine9');
    expect(within(health).getByTestId('fallback-timeout').textContent).toBe('Timed out5');
    expect(within(health).getByTestId('fallback-http').textContent).toBe('HTTP error 5033');
    expect(within(health).getByTestId('fallback-context').textContent).toBe(
      'Prompt over the context window1',
    );
    expect(within(health).getByText(/broke off after a full sentence.*: 2/u)).toBeTruthy();
  });

  it('says the revenue in Bulgarian money format and missing averages as no data', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/admin/overview': () =>
          Response.json({
            overview: makeOverview({
              averageFirstResponseMinutes: null,
              averageResolutionHours: null,
              revenueThisMonth: 1499.5,
            }),
          }),
      }).fetchMock,
    );
    renderWithProviders(<OverviewTab />, { path: '/bg/admin', user: admin, language: 'bg' });
    await waitFor(() => expect(within(figure('revenue')).getByText(/1\s?499,50\s\$/)).toBeTruthy());
    expect(within(figure('firstResponse')).getByText('Още няма данни')).toBeTruthy();
    expect(within(figure('users')).getByText('Потребители')).toBeTruthy();
    const health = screen.getByRole('region', { name: 'AI отговори за последните 24 часа' });
    expect(within(health).getByTestId('replies-builtin').textContent).toBe('Вграден модул9');
    expect(within(health).getByTestId('fallback-timeout').textContent).toBe('Изтекло време5');
  });

  it('says when there were no replies or no fallbacks', async () => {
    const quiet = makeOverview().engineHealth;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/admin/overview': () =>
          Response.json({
            overview: makeOverview({
              engineHealth: {
                ...quiet,
                replies: { openai: 4, builtin: 0 },
                fallbacks: [],
                cutShort: 0,
              },
            }),
          }),
      }).fetchMock,
    );
    renderWithProviders(<OverviewTab />, { path: '/en/admin', user: admin });
    expect(
      await screen.findByText('None: the language model answered every reply it was asked for.'),
    ).toBeTruthy();
    expect(screen.queryByText(/broke off/u)).toBeNull();
  });

  it('shows a dismissible Failed to load data banner that retries', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/admin/overview': () =>
          fail
            ? Response.json({ error: 'Boom', code: 'INTERNAL_ERROR' }, { status: 500 })
            : Response.json({ overview: makeOverview() }),
      }).fetchMock,
    );
    renderWithProviders(<OverviewTab />, { path: '/en/admin', user: admin });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load data')).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const again = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(again).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(figure('users')).getByText('1,234')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
