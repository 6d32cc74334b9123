import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#client/features/session/session-user';
import { makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { Header } from './header';

const admin: SessionUser = makeUser({ isPremium: true, plan: 'premium', role: 'admin' });

describe('Header', () => {
  it('shows the signed-out variant', () => {
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en', '/en/models', '/en/plans', '/en/support']);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/en/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/en/register',
    );
  });

  it('shows the signed-in variant from the session', () => {
    renderWithProviders(<Header />, { user: admin });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Companions', 'My chats', 'Plans', 'Support', 'Admin Panel']);
    expect(screen.getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe(
      '/en/favorites',
    );
    expect(screen.getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe('/en/chat/1');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();

    const menuButton = screen.getByRole('button', { name: /Account menu/ });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/en/profile');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/en/settings',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the mobile menu, mirroring the header', async () => {
    renderWithProviders(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Companions' }).getAttribute('href')).toBe(
      '/en/models',
    );
    expect(within(dialog).getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links staff to the admin panel: moderators too (their Support tab), members not', () => {
    const links = (user: SessionUser) => {
      const view = renderWithProviders(<Header />, { user });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const names = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
      view.unmount();
      return names;
    };
    expect(links(makeUser({ role: 'moderator' }))).toContain('Admin Panel');
    expect(links(makeUser({ role: 'user' }))).not.toContain('Admin Panel');
  });
});
