import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeModel } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import { ModelsPage } from './models-page';

afterEach(() => vi.unstubAllGlobals());

const sophia = makeModel();
const emma = makeModel({
  id: '2b0c9a52-2f4e-4c39-9a55-1f2d3c4b5a62',
  name: 'Emma',
  name_bg: 'Ема',
  age: null,
  location: null,
  is_active: false,
  is_premium: true,
  interests: 'Surfing',
  bg: { ...sophia.bg, location: null, interests: 'Сърф' },
});

describe('ModelsPage', () => {
  it('shows a card per companion with badges, age, location and interests', async () => {
    const api = fakeApi({ 'GET /api/models': () => Response.json({ models: [sophia, emma] }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<ModelsPage />, { path: '/en/models' });

    const sophiaCard = await screen.findByRole('article', { name: 'Sophia' });
    expect(within(sophiaCard).getByText('Active')).toBeTruthy();
    expect(within(sophiaCard).getByText('28 years old')).toBeTruthy();
    expect(within(sophiaCard).getByText('New York')).toBeTruthy();
    expect(within(sophiaCard).getByText('Books')).toBeTruthy();
    expect(within(sophiaCard).getByText('+2')).toBeTruthy();
    expect(within(sophiaCard).queryByText('Jazz')).toBeNull();
    expect(
      within(sophiaCard)
        .getByRole('link', { name: /View Profile/ })
        .getAttribute('href'),
    ).toBe('/en/model/sophia');
    expect(
      within(sophiaCard)
        .getByRole('link', { name: /Start Chat/ })
        .getAttribute('href'),
    ).toBe('/en/chat/sophia');
    const heart = within(sophiaCard).getByRole('link', { name: /Sign in to add Sophia/ });
    expect(heart.getAttribute('href')).toBe('/en/login?redirect=%2Fen%2Fmodels');

    const emmaCard = screen.getByRole('article', { name: 'Emma' });
    expect(within(emmaCard).getByText('Inactive')).toBeTruthy();
    expect(within(emmaCard).getByText('Premium')).toBeTruthy();
    expect(within(emmaCard).getByText('Age not specified')).toBeTruthy();
    expect(within(emmaCard).getByText('Location not specified')).toBeTruthy();
    expect(screen.getByText('2 companions')).toBeTruthy();
    // The default filter asks the server for every status.
    expect(api.calls[0]!.url.search).toBe('?status=all');
  });

  it('uses the Bulgarian texts in Bulgarian', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/models': () => Response.json({ models: [sophia] }) }).fetchMock,
    );
    renderWithProviders(<ModelsPage />, { path: '/bg/models', language: 'bg' });
    const card = await screen.findByRole('article', { name: 'София' });
    expect(within(card).getByText('Ню Йорк')).toBeTruthy();
    expect(within(card).getByText('Книги')).toBeTruthy();
    expect(within(card).getByText('28 години')).toBeTruthy();
  });

  it('sends the search to the server after a pause and keeps it in the URL', async () => {
    const api = fakeApi({ 'GET /api/models': () => Response.json({ models: [sophia] }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<ModelsPage />, { path: '/en/models?status=active' });
    await screen.findByRole('article', { name: 'Sophia' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companions' }), {
      target: { value: 'book' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/en/models?status=active&search=book',
      ),
    );
    await waitFor(() =>
      expect(api.calls.some((call) => call.url.search === '?search=book&status=active')).toBe(true),
    );
  });

  it('reads the filters from the URL and changes the status filter', async () => {
    const api = fakeApi({ 'GET /api/models': () => Response.json({ models: [sophia] }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<ModelsPage />, { path: '/en/models?search=wit&status=inactive' });
    await screen.findByRole('article', { name: 'Sophia' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('wit');
    expect((screen.getByRole('radio', { name: 'Inactive' }) as HTMLInputElement).checked).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Active' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/en/models?search=wit&status=active',
      ),
    );
  });

  it('shows the empty state and clears the filters', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/models': () => Response.json({ models: [] }) }).fetchMock,
    );
    renderWithProviders(<ModelsPage />, { path: '/en/models?search=zzz&status=active' });
    expect(await screen.findByText('No companions found matching your criteria.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/models'));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('shows the load error with Try Again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/models': () =>
          fail
            ? Response.json({ error: 'boom', code: 'INTERNAL_ERROR' }, { status: 500 })
            : Response.json({ models: [sophia] }),
      }).fetchMock,
    );
    renderWithProviders(<ModelsPage />, { path: '/en/models' });
    expect(await screen.findByRole('heading', { name: 'Error Loading Models' })).toBeTruthy();
    expect(screen.getByText('Failed to load models')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Sophia' })).toBeTruthy();
  });
});
