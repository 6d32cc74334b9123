import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Composer } from '#client/components/composer';
import { cn } from '#client/components/ui/class-names';
import { formatNumber } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';
import { MESSAGE_MAX_LENGTH as MAX_MESSAGE_LENGTH } from './message-limit';
import { sendableText } from './use-chat-send';

/** The counter shows from this many characters on. */
export const COUNTER_FROM = MAX_MESSAGE_LENGTH - 500;

/**
 * The chat's message box (components/composer.tsx) with its hint and a counter near the cap;
 * it takes no typing while a reply streams. Its text is the caller's (a draft kept across
 * reloads, see use-draft.ts).
 */
export function ChatComposer({
  name,
  sending,
  text,
  onTextChange,
  onSend,
}: {
  name: string;
  sending: boolean;
  text: string;
  onTextChange: (text: string) => void;
  onSend: (text: string) => boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const tooLong = text.length > MAX_MESSAGE_LENGTH;
  const max = formatNumber(MAX_MESSAGE_LENGTH, language);

  return (
    <Composer
      value={text}
      onChange={onTextChange}
      canSend={!sending && sendableText(text) !== null}
      onSend={onSend}
      label={t('chat.composer.label', { name })}
      placeholder={t('chat.composer.placeholder')}
      sendLabel={t('chat.composer.send')}
      disabled={sending}
      invalid={tooLong}
      // Back to the box when the reply is in, so the conversation can go on from the keyboard.
      focus={!sending}
      describedBy={`${id}-hint ${id}-counter`}
      className="border-t border-line bg-canvas/95 backdrop-blur"
      rowClassName="mx-auto max-w-3xl"
      boxClassName="bg-surface focus:border-accent focus:ring-1 focus:ring-accent"
      footer={
        <div className="mx-auto mt-1 flex max-w-3xl justify-between gap-2 px-2 text-xs text-ink-subtle">
          <span id={`${id}-hint`} className="hidden sm:inline">
            {t('chat.composer.hint')}
          </span>
          <span id={`${id}-counter`} aria-live="polite" className={cn(tooLong && 'text-rose-300')}>
            {text.length >= COUNTER_FROM
              ? `${t('chat.composer.counter', {
                  current: formatNumber(text.length, language),
                  max,
                })}${tooLong ? ` — ${t('chat.composer.tooLong', { max })}` : ''}`
              : null}
          </span>
        </div>
      }
    />
  );
}
