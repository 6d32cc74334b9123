import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render';
import { listenForInstallOffer, resetInstallOffer } from '../pwa/install-offer';
import { Footer } from './footer';

function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

let stop = () => undefined as void;
afterEach(() => {
  stop();
  resetInstallOffer();
  vi.restoreAllMocks();
});

describe('Install Amora in the footer', () => {
  it('is not there while the browser offers no install', () => {
    stop = listenForInstallOffer(window);
    renderWithProviders(<Footer />);
    expect(screen.queryByRole('button', { name: 'Install Amora' })).toBeNull();
  });

  it('appears with the browser prompt, shows it when pressed, and goes once installed', async () => {
    stop = listenForInstallOffer(window);
    renderWithProviders(<Footer />);
    const { event, prompt } = installPromptEvent('accepted');
    act(() => void window.dispatchEvent(event));
    const button = await screen.findByRole('button', { name: 'Install Amora' });
    fireEvent.click(button);
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Install Amora' })).toBeNull(),
    );
  });

  it('goes when the app is installed another way (appinstalled)', async () => {
    stop = listenForInstallOffer(window);
    renderWithProviders(<Footer />);
    act(() => void window.dispatchEvent(installPromptEvent('dismissed').event));
    await screen.findByRole('button', { name: 'Install Amora' });
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install Amora' })).toBeNull();
  });

  it('on iOS explains Share → Add to Home Screen, in Bulgarian too', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
    );
    stop = listenForInstallOffer(window);
    renderWithProviders(<Footer />, { language: 'bg' });
    fireEvent.click(await screen.findByRole('button', { name: 'Инсталирай Amora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добави Amora към началния екран' });
    expect(dialog.textContent).toContain('„Добави към началния екран“');
    fireEvent.click(screen.getByRole('button', { name: 'Затвори' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
