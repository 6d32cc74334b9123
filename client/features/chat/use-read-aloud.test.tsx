import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickVoice, useReadAloud, VOICE_WAIT_MS, waitForVoices } from './use-read-aloud';

/** A voice as the browser lists it. */
const voice = (lang: string, name: string, isDefault = false) =>
  ({ lang, name, default: isDefault, localService: true, voiceURI: name }) as SpeechSynthesisVoice;

const EN = voice('en-US', 'Samantha', true);
const EN_GB = voice('en-GB', 'Daniel');
const BG = voice('bg-BG', 'Daria');

/**
 * The browser's speech synthesis (jsdom has none): voices that may load late, as Chrome's do,
 * and a record of what was spoken and cancelled.
 */
class FakeSpeechSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  spoken: FakeUtterance[] = [];
  cancels = 0;
  getVoices() {
    return this.voices;
  }
  speak(utterance: FakeUtterance) {
    this.spoken.push(utterance);
  }
  cancel() {
    this.cancels += 1;
  }
  loadVoices(voices: SpeechSynthesisVoice[]) {
    this.voices = voices;
    this.dispatchEvent(new Event('voiceschanged'));
  }
}

class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  constructor(readonly text: string) {}
}

let synth: FakeSpeechSynthesis;

beforeEach(() => {
  synth = new FakeSpeechSynthesis();
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pickVoice', () => {
  it('picks a Bulgarian voice for Bulgarian and an English one for English', () => {
    expect(pickVoice([EN, BG, EN_GB], 'bg')).toBe(BG);
    expect(pickVoice([EN_GB, BG, EN], 'en')).toBe(EN);
  });

  it("prefers the browser's default, else the first matching voice", () => {
    expect(pickVoice([EN_GB, EN], 'en')).toBe(EN);
    expect(pickVoice([EN_GB, voice('en-AU', 'Karen')], 'en')).toBe(EN_GB);
  });

  it('matches language tags in any case and with underscores (Android)', () => {
    const android = voice('BG_bg', 'bg-x-local');
    expect(pickVoice([EN, android], 'bg')).toBe(android);
  });

  it('finds nothing when the browser has no voice for the language', () => {
    expect(pickVoice([EN, EN_GB], 'bg')).toBeNull();
  });
});

describe('waitForVoices', () => {
  it('answers at once when the voices are loaded', async () => {
    synth.voices = [EN];
    await expect(waitForVoices(synth as unknown as SpeechSynthesis)).resolves.toEqual([EN]);
  });

  it('waits for voiceschanged', async () => {
    vi.useFakeTimers();
    const waiting = waitForVoices(synth as unknown as SpeechSynthesis);
    vi.advanceTimersByTime(400);
    synth.loadVoices([EN, BG]);
    await expect(waiting).resolves.toEqual([EN, BG]);
  });

  it('gives up after 1.5 s with whatever there is', async () => {
    vi.useFakeTimers();
    let result: SpeechSynthesisVoice[] | null = null;
    void waitForVoices(synth as unknown as SpeechSynthesis).then((voices) => (result = voices));
    await vi.advanceTimersByTimeAsync(VOICE_WAIT_MS - 1);
    expect(result).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual([]);
    expect(VOICE_WAIT_MS).toBe(1500);
  });
});

describe('useReadAloud', () => {
  it('is only offered to premium users', () => {
    expect(renderHook(() => useReadAloud(false)).result.current.available).toBe(false);
    expect(renderHook(() => useReadAloud(true)).result.current.available).toBe(true);
  });

  it('is not offered where the browser cannot speak', () => {
    vi.unstubAllGlobals();
    expect('speechSynthesis' in window).toBe(false);
    expect(renderHook(() => useReadAloud(true)).result.current.available).toBe(false);
  });

  it('reads nothing until it is turned on', async () => {
    synth.voices = [EN];
    const { result } = renderHook(() => useReadAloud(true));
    await act(() => result.current.speak('Hello there!'));
    expect(synth.spoken).toEqual([]);
  });

  it('reads a Bulgarian reply in a Bulgarian voice and an English one in English', async () => {
    synth.voices = [EN, BG];
    const { result } = renderHook(() => useReadAloud(true));
    act(() => result.current.toggle());
    expect(result.current.enabled).toBe(true);

    await act(() => result.current.speak('Здравей! Как мина денят ти?'));
    await act(() => result.current.speak('It was lovely, thank you.'));
    expect(synth.spoken.map((u) => [u.text, u.lang, u.voice?.name])).toEqual([
      ['Здравей! Как мина денят ти?', 'bg-BG', 'Daria'],
      ['It was lovely, thank you.', 'en-US', 'Samantha'],
    ]);
  });

  it('still reads Bulgarian (lang bg-BG) when the browser has no Bulgarian voice', async () => {
    synth.voices = [EN];
    const { result } = renderHook(() => useReadAloud(true));
    act(() => result.current.toggle());
    await act(() => result.current.speak('Благодаря ти, мила.'));
    expect(synth.spoken).toHaveLength(1);
    expect(synth.spoken[0]!.lang).toBe('bg-BG');
    expect(synth.spoken[0]!.voice).toBeNull();
  });

  it('waits for voices that load late, then speaks', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useReadAloud(true));
    act(() => result.current.toggle());
    let done = false;
    void result.current.speak('Здравей, как си?').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(300);
    expect(done).toBe(false);
    synth.loadVoices([EN, BG]);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(synth.spoken[0]!.voice).toBe(BG);
  });

  it('stops reading when turned off, also during the wait for voices', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useReadAloud(true));
    act(() => result.current.toggle());
    const speaking = result.current.speak('A reply that will not be read.');
    act(() => result.current.toggle());
    expect(result.current.enabled).toBe(false);
    expect(synth.cancels).toBe(1);
    await vi.advanceTimersByTimeAsync(VOICE_WAIT_MS);
    await speaking;
    expect(synth.spoken).toEqual([]);
  });

  it('stops reading when the chat closes', () => {
    const { result, unmount } = renderHook(() => useReadAloud(true));
    act(() => result.current.toggle());
    unmount();
    expect(synth.cancels).toBe(1);
  });
});
