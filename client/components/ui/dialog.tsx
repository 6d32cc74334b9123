import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from './class-names';

export const DialogRoot = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;
export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;

export interface DialogContentProps {
  children: ReactNode;
  className?: string;
  /** A blocking dialog cannot be dismissed with Escape or an outside click. */
  blocking?: boolean;
  /** 'center' for a modal card; 'sheet' for a panel sliding in from the right (mobile menu). */
  placement?: 'center' | 'sheet';
  id?: string;
  /** The language of the dialog's texts, when it may differ from the page's. */
  lang?: string;
  /** Where focus starts (default: the first control); call `preventDefault` to move it yourself. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where focus goes once it closes (default: back to the trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A modal dialog (`aria-modal`): focus is trapped inside and returns to the trigger when it
 * closes. Named by its DialogTitle, described by its DialogDescription.
 */
export function DialogContent({
  children,
  className,
  blocking = false,
  placement = 'center',
  id,
  lang,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: DialogContentProps) {
  const preventWhenBlocking = (event: Event) => {
    if (blocking) event.preventDefault();
  };
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/70 backdrop-blur-sm" />
      <RadixDialog.Content
        id={id}
        lang={lang}
        aria-modal="true"
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        onEscapeKeyDown={preventWhenBlocking}
        onPointerDownOutside={preventWhenBlocking}
        onInteractOutside={preventWhenBlocking}
        className={cn(
          'fixed z-50 border border-line bg-surface text-ink shadow-2xl shadow-black/50 focus:outline-none',
          placement === 'center'
            ? 'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-rise-in rounded-3xl p-6 sm:p-8'
            : 'inset-y-0 right-0 flex w-[min(20rem,88vw)] animate-fade-in flex-col overflow-y-auto p-5',
          className,
        )}
      >
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
