import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';

/** 'Clear Conversation': asks first, then clears (document 000, section 2). */
export function ClearDialog({
  name,
  disabled,
  clearing,
  onConfirm,
  triggerClassName,
}: {
  name: string;
  disabled: boolean;
  clearing: boolean;
  onConfirm: () => Promise<boolean>;
  triggerClassName: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger
        className={triggerClassName}
        disabled={disabled}
        aria-label={t('chat.clear.button')}
        title={t('chat.clear.button')}
      >
        <Trash2 aria-hidden="true" className="h-5 w-5" />
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="font-display text-2xl font-semibold">
          {t('chat.clear.title')}
        </DialogTitle>
        <DialogDescription className="mt-2 text-sm text-ink-muted">
          {t('chat.clear.text', { name })}
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('chat.clear.cancel')}</Button>
          </DialogClose>
          <Button
            disabled={clearing}
            className="bg-none bg-rose-600 hover:bg-rose-500"
            onClick={async () => {
              if (await onConfirm()) setOpen(false);
            }}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('chat.clear.confirm')}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
