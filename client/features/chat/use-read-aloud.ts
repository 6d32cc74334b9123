import { useCallback, useEffect, useRef, useState } from 'react';
import { detectReplyLanguage } from '#common/i18n/detect-reply-language';
import type { Language } from '#common/i18n/languages';

/** How long to wait for the browser's voices to load (docs/product-rules.md, "Voice calls"). */
export const VOICE_WAIT_MS = 1500;

const VOICE_LANGS: Record<Language, string> = { en: 'en', bg: 'bg' };

export function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/** The browser's voices, waiting up to `timeout` ms for them to load. */
export function waitForVoices(
  synth: SpeechSynthesis,
  timeout = VOICE_WAIT_MS,
): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', finish);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(finish, timeout);
    synth.addEventListener('voiceschanged', finish);
  });
}

/** A voice speaking the language, preferring one of the browser's defaults. */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  language: Language,
): SpeechSynthesisVoice | null {
  const prefix = VOICE_LANGS[language];
  const matching = voices.filter((voice) => voice.lang.toLowerCase().startsWith(prefix));
  return matching.find((voice) => voice.default) ?? matching[0] ?? null;
}

/**
 * Reading new replies aloud (premium, where the browser can speak). Each reply is read in a
 * voice of its own language; turning it off stops the current reading.
 */
export function useReadAloud(allowed: boolean) {
  const available = allowed && speechSupported();
  const [enabled, setEnabled] = useState(false);
  const enabledRef = useRef(false);

  const stop = useCallback(() => {
    if (speechSupported()) window.speechSynthesis.cancel();
  }, []);

  const toggle = useCallback(() => {
    const next = !enabledRef.current;
    enabledRef.current = next;
    setEnabled(next);
    if (!next) stop();
  }, [stop]);

  useEffect(() => () => stop(), [stop]);

  const speak = useCallback(async (text: string) => {
    if (!enabledRef.current || !speechSupported()) return;
    const synth = window.speechSynthesis;
    const language = detectReplyLanguage(text);
    const voices = await waitForVoices(synth);
    if (!enabledRef.current) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = language === 'bg' ? 'bg-BG' : 'en-US';
    const voice = pickVoice(voices, language);
    if (voice) utterance.voice = voice;
    synth.cancel();
    synth.speak(utterance);
  }, []);

  return { available, enabled: available && enabled, toggle, speak };
}
