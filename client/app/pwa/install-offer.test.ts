import { afterEach, describe, expect, it, vi } from 'vitest';
import { isIos } from '#client/lib/install-platform';
import {
  type BeforeInstallPromptEvent,
  installOffer,
  listenForInstallOffer,
  promptInstall,
  resetInstallOffer,
  subscribeToInstallOffer,
} from './install-offer';

/** A window as the browser gives it (jsdom's), with the display mode and platform we choose. */
function fakeWindow({ standalone = false, userAgent = 'Mozilla/5.0 (X11; Linux x86_64)' } = {}) {
  const target = new EventTarget() as unknown as Window;
  Object.assign(target, {
    navigator: { userAgent, platform: 'Linux x86_64', maxTouchPoints: 0 },
    matchMedia: (query: string) => ({ matches: standalone && query.includes('standalone') }),
  });
  return target;
}

/** Chromium's event: preventable, with prompt() and the user's choice. */
function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

let stop = () => undefined as void;
afterEach(() => {
  stop();
  resetInstallOffer();
});

describe('the install offer', () => {
  it('offers the browser prompt once it fires, keeping the mini-infobar away', () => {
    const win = fakeWindow();
    stop = listenForInstallOffer(win);
    const changed = vi.fn();
    const unsubscribe = subscribeToInstallOffer(changed);
    expect(installOffer()).toBe('none');
    const { event } = installPromptEvent('accepted');
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installOffer()).toBe('prompt');
    expect(changed).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('shows the prompt when asked and ends the offer once accepted', async () => {
    const win = fakeWindow();
    stop = listenForInstallOffer(win);
    const { event, prompt } = installPromptEvent('accepted');
    win.dispatchEvent(event);
    await expect(promptInstall(win)).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installOffer()).toBe('none');
    // A used event cannot prompt again.
    await expect(promptInstall(win)).resolves.toBe('dismissed');
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('hides the button after appinstalled, even if another prompt event comes', () => {
    const win = fakeWindow();
    stop = listenForInstallOffer(win);
    win.dispatchEvent(installPromptEvent('dismissed').event);
    win.dispatchEvent(new Event('appinstalled'));
    expect(installOffer()).toBe('none');
    win.dispatchEvent(installPromptEvent('dismissed').event);
    expect(installOffer()).toBe('none');
  });

  it('offers nothing in the installed app', () => {
    const win = fakeWindow({ standalone: true });
    stop = listenForInstallOffer(win);
    win.dispatchEvent(installPromptEvent('accepted').event);
    expect(installOffer()).toBe('none');
  });

  it('offers the Share-menu steps on iPhone and iPad, which have no prompt', () => {
    stop = listenForInstallOffer(
      fakeWindow({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari' }),
    );
    expect(installOffer()).toBe('ios');
    expect(
      isIos({ userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel', maxTouchPoints: 5 }),
    ).toBe(true);
    expect(
      isIos({ userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel', maxTouchPoints: 0 }),
    ).toBe(false);
  });

  it('offers nothing on an iPhone already running the Home Screen app', () => {
    const win = fakeWindow({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)' });
    (win.navigator as Navigator & { standalone?: boolean }).standalone = true;
    stop = listenForInstallOffer(win);
    expect(installOffer()).toBe('none');
  });
});
