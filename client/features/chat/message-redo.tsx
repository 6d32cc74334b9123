import { Loader2, Pencil, RefreshCw } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import { inputClasses } from '#client/components/ui/input-styles';
import { MESSAGE_MAX_LENGTH } from './message-limit';
import { sendableText } from './use-chat-send';

/** What the last turn of the conversation offers: a new reply, or an edit of the message. */
export interface RedoControls {
  /** The reply that can be regenerated and the message that can be edited (null: none). */
  regenerateId: string | null;
  editId: string | null;
  /** The message whose editor is open. */
  editingId: string | null;
  /** Which of the two is waiting for the server (its button shows it). */
  busy: 'regenerate' | 'edit' | null;
  /** Another send or reply is on its way: neither can start. */
  disabled: boolean;
  onRegenerate: (replyId: string) => void;
  onStartEdit: (messageId: string) => void;
  onCancelEdit: () => void;
  onSaveEdit: (messageId: string, text: string) => void;
}

const ACTION =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold text-accent-soft hover:bg-surface-hover disabled:opacity-50';

export function RegenerateButton({
  replyId,
  name,
  controls,
}: {
  replyId: string;
  name: string;
  controls: RedoControls;
}) {
  const { t } = useTranslation();
  const busy = controls.busy === 'regenerate';
  return (
    <button
      type="button"
      className={ACTION}
      disabled={controls.disabled}
      aria-label={t('chat.redo.regenerateLabel', { name })}
      aria-busy={busy}
      onClick={() => controls.onRegenerate(replyId)}
    >
      {busy ? (
        <Loader2 aria-hidden="true" className="h-3.5 w-3.5 animate-spin" />
      ) : (
        <RefreshCw aria-hidden="true" className="h-3.5 w-3.5" />
      )}
      {busy ? t('chat.redo.regenerating') : t('chat.redo.regenerate')}
    </button>
  );
}

export function EditButton({ messageId, controls }: { messageId: string; controls: RedoControls }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={ACTION}
      disabled={controls.disabled}
      aria-label={t('chat.redo.editLabel')}
      onClick={() => controls.onStartEdit(messageId)}
    >
      <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
      {t('chat.redo.edit')}
    </button>
  );
}

/**
 * The user's last message in an editor: Enter saves (Shift+Enter is a new line), Escape
 * cancels. Save needs a changed text a send would take; it stays open until the server
 * accepts, so a refused edit keeps the text.
 */
export function MessageEditor({
  messageId,
  initial,
  controls,
}: {
  messageId: string;
  initial: string;
  controls: RedoControls;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  const saving = controls.busy === 'edit';
  const sendable = sendableText(text);
  const canSave = !saving && !controls.disabled && sendable !== null && sendable !== initial;
  const save = () => {
    if (canSave) controls.onSaveEdit(messageId, text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!saving) controls.onCancelEdit();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };

  return (
    <form
      className="flex w-full flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <textarea
        // The editor opens on a click or a key press: the text is where the typing goes.
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label={t('chat.redo.editorLabel')}
        aria-describedby={`${id}-hint`}
        aria-invalid={text.length > MESSAGE_MAX_LENGTH}
        readOnly={saving}
        rows={Math.min(6, Math.max(2, text.split('\n').length))}
        className={inputClasses('min-w-[16rem] resize-y py-2 text-[0.95rem] leading-relaxed')}
      />
      <div className="flex items-center justify-end gap-2">
        <span id={`${id}-hint`} className="mr-auto hidden text-xs text-ink-subtle sm:inline">
          {t('chat.redo.editorHint')}
        </span>
        <Button variant="ghost" size="sm" disabled={saving} onClick={() => controls.onCancelEdit()}>
          {t('chat.redo.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={!canSave} aria-busy={saving}>
          {saving ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
          {saving ? t('chat.redo.saving') : t('chat.redo.save')}
        </Button>
      </div>
    </form>
  );
}
