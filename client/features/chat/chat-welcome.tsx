import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The quick suggestions of an empty chat, in the interface's language. */
export const SUGGESTION_KEYS = [
  'chat.welcome.hello',
  'chat.welcome.howAreYou',
  'chat.welcome.aboutYou',
  'chat.welcome.likes',
] as const;

export function ChatWelcome({
  name,
  avatarUrl,
  disabled,
  onSuggestion,
}: {
  name: string;
  avatarUrl: string;
  disabled: boolean;
  onSuggestion: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-8 text-center">
      <img
        src={avatarUrl}
        alt=""
        width={96}
        height={96}
        className="h-24 w-24 rounded-full object-cover ring-4 ring-accent/30"
      />
      <h2 className="mt-4 flex items-center gap-2 font-display text-2xl font-semibold">
        <Sparkles aria-hidden="true" className="h-5 w-5 text-accent" />
        {t('chat.welcome.title', { name })}
      </h2>
      <p className="mt-2 text-ink-muted">{t('chat.welcome.text', { name })}</p>
      <ul
        aria-label={t('chat.welcome.suggestions')}
        className="mt-6 flex flex-wrap justify-center gap-2"
      >
        {SUGGESTION_KEYS.map((key) => {
          const text = t(key);
          return (
            <li key={key}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onSuggestion(text)}
                className="rounded-full border border-line-strong bg-surface px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-accent/60 hover:bg-surface-hover disabled:opacity-50"
              >
                {text}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
