import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeCompanionDetail } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { CompanionProfilePage } from './companion-profile-page';

afterEach(() => vi.unstubAllGlobals());

const isabelle = makeCompanionDetail({ name: 'Isabelle', slug: 'isabelle', is_premium: true });

function serve(companion = isabelle) {
  const api = fakeApi({
    [`GET /api/models/${companion.slug}`]: () => Response.json({ model: companion }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

describe('CompanionProfilePage', () => {
  it('shows the profile with its sections', async () => {
    serve();
    renderWithProviders(<CompanionProfilePage id="isabelle" />, { path: '/en/model/isabelle' });
    expect(await screen.findByRole('heading', { level: 1, name: /Isabelle/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Premium companion' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to companions/ }).getAttribute('href')).toBe(
      '/en/models',
    );
    expect(screen.getByRole('link', { name: /Start Chat/ }).getAttribute('href')).toBe(
      '/en/chat/isabelle',
    );
    expect(screen.getByRole('heading', { name: 'About Isabelle' })).toBeTruthy();
    expect(screen.getByText('1,247')).toBeTruthy();
    expect(screen.getByText('4.9 / 5.0')).toBeTruthy();
    // No made-up figure: the response time was never measured.
    expect(screen.queryByText(/Response time|minutes/)).toBeNull();
    expect(screen.getByText('Online now')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Personality traits' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quick actions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Interests' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A premium companion' })).toBeTruthy();
    expect(document.title).toBe('Isabelle · Amora');
  });

  it('locks images 3 and 4 behind the premium overlay and moves by keyboard', async () => {
    serve();
    renderWithProviders(<CompanionProfilePage id="isabelle" />, { path: '/en/model/isabelle' });
    const gallery = await screen.findByRole('region', { name: 'Photos of Isabelle' });
    expect(within(gallery).getByRole('img', { name: 'Isabelle, photo 1 of 4' })).toBeTruthy();

    const thumbnails = within(gallery).getAllByRole('button', { name: /Show photo/ });
    expect(thumbnails).toHaveLength(4);
    expect(thumbnails[2]!.getAttribute('aria-label')).toContain('locked');

    thumbnails[0]!.focus();
    fireEvent.keyDown(thumbnails[0]!, { key: 'ArrowRight' });
    expect(within(gallery).getByRole('img', { name: 'Isabelle, photo 2 of 4' })).toBeTruthy();
    expect(document.activeElement).toBe(thumbnails[1]);

    fireEvent.keyDown(thumbnails[1]!, { key: 'ArrowRight' });
    expect(within(gallery).getByText('Premium Content')).toBeTruthy();
    expect(within(gallery).getByText('Unlock exclusive photos')).toBeTruthy();
    expect(
      within(gallery)
        .getByRole('link', { name: /Upgrade to Premium/ })
        .getAttribute('href'),
    ).toBe('/en/plans');
    // The locked image has no address from the server: only the blurred placeholder is drawn.
    expect(within(gallery).queryByRole('img', { name: /photo 3 of 4/ })).toBeNull();

    fireEvent.keyDown(thumbnails[2]!, { key: 'End' });
    expect(within(gallery).getByText('4 / 4')).toBeTruthy();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByText('1 / 4')).toBeTruthy();
  });

  it('answers an unknown id with the 404 page', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    renderWithProviders(<CompanionProfilePage id="nobody" />, { path: '/en/model/nobody' });
    expect(await screen.findByRole('heading', { name: "This page doesn't exist" })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('shows a load failure with Try Again', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<CompanionProfilePage id="isabelle" />, { path: '/en/model/isabelle' });
    expect(await screen.findByText('Network error. Please check your connection.')).toBeTruthy();
    serve();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Isabelle/ })).toBeTruthy();
  });

  it('formats numbers for Bulgarian', async () => {
    serve();
    renderWithProviders(<CompanionProfilePage id="isabelle" />, {
      path: '/bg/model/isabelle',
      language: 'bg',
    });
    expect(await screen.findByText('1247')).toBeTruthy();
    expect(screen.getByText('4,9 / 5,0')).toBeTruthy();
    expect(screen.queryByText(/Време за отговор|минути/)).toBeNull();
    expect(screen.getByText('На линия сега')).toBeTruthy();
  });
});
