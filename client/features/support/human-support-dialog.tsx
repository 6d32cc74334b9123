import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { MailCheck, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Ticket } from '#common/contracts/support';
import { Button } from '#client/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
} from '#client/components/ui/dialog';
import { DialogActions, DialogHeader } from '#client/components/ui/dialog-layout';
import { FormAlert } from '#client/components/ui/form-alert';
import { inputClasses } from '#client/components/ui/input-styles';
import { isApiError } from '#client/lib/api-client';
import { useLanguage } from '#client/lib/language-context';
import type { TicketWithMessages } from '#common/contracts/support';
import { supportApi } from './api';
import { useAddressContext } from '#client/features/session';

/** The request is required; the message is a translation key. */
export const humanRequestSchema = z.object({
  request: z
    .string()
    .trim()
    .min(1, 'support.human.required' satisfies ParseKeys)
    .max(2000),
});
type HumanRequest = z.infer<typeof humanRequestSchema>;

export interface Escalation {
  ticket: Ticket;
  /** Set when the request itself opened the ticket (there was no chat yet). */
  opened: TicketWithMessages | null;
}

/**
 * 'Connect with Human Support': the required 'What do you need help with?' field, then the
 * confirmation that a person takes over and e-mails updates. Without a ticket yet, the request
 * opens one first. Focus stays inside while open; Escape closes it.
 */
export function HumanSupportDialog({
  open,
  onOpenChange,
  ticketId,
  email,
  onEscalated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ticketId: string | null;
  email: string;
  onEscalated: (result: Escalation) => void;
}) {
  const { t } = useTranslation();
  const context = useAddressContext();
  const { language } = useLanguage();
  const fieldId = useId();
  const form = useForm<HumanRequest>({
    resolver: zodResolver(humanRequestSchema),
    defaultValues: { request: '' },
  });
  const escalate = useMutation({
    mutationFn: async ({ request }: HumanRequest): Promise<Escalation> => {
      if (ticketId)
        return { ticket: (await supportApi.escalate(ticketId, request)).ticket, opened: null };
      const opened = await supportApi.create(request, language);
      const { ticket } = await supportApi.escalate(opened.ticket.id, request);
      return { ticket, opened };
    },
    onSuccess: onEscalated,
  });
  const error = form.formState.errors.request?.message;

  const changeOpen = (next: boolean) => {
    if (!next && escalate.isPending) return;
    if (!next) {
      // A fresh form next time; the confirmation stays until the dialog closes.
      form.reset();
      escalate.reset();
    }
    onOpenChange(next);
  };

  const failure = escalate.error
    ? isApiError(escalate.error) && escalate.error.code === 'RATE_LIMITED'
      ? t('errors.rateLimited')
      : t('support.human.failed')
    : null;

  return (
    <DialogRoot open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-lg">
        {escalate.isSuccess ? (
          <div className="text-center" data-testid="human-support-confirmation">
            <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-emerald-950/80 text-emerald-300 ring-1 ring-emerald-500/40">
              <MailCheck aria-hidden="true" className="h-7 w-7" />
            </span>
            <DialogTitle className="mt-4 font-display text-2xl font-semibold">
              {t('support.human.doneTitle', { context })}
            </DialogTitle>
            <DialogDescription className="mt-3 text-ink-muted">
              <span role="status" className="break-words">
                {t('support.human.doneText', { email })}
              </span>
            </DialogDescription>
            <DialogClose asChild>
              <Button className="mt-6 w-full sm:w-auto">{t('support.human.close')}</Button>
            </DialogClose>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => escalate.mutate(values))}
            className="flex flex-col gap-4"
          >
            <DialogHeader
              icon={<UserRound aria-hidden="true" className="h-5 w-5" />}
              title={t('support.human.title')}
              description={t('support.human.text')}
            />
            <FormAlert>{failure}</FormAlert>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={fieldId} className="text-sm font-medium text-ink">
                {t('support.human.label')}
                <span aria-hidden="true" className="ml-0.5 text-accent">
                  *
                </span>
              </label>
              <textarea
                id={fieldId}
                rows={4}
                required
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                placeholder={t('support.human.placeholder')}
                className={inputClasses('min-h-28 resize-y py-3')}
                {...form.register('request')}
              />
              {error ? (
                <p id={`${fieldId}-error`} className="text-sm text-rose-300">
                  {t(error as ParseKeys)}
                </p>
              ) : null}
            </div>
            <DialogActions
              className="mt-2"
              cancelLabel={t('support.human.cancel')}
              confirmLabel={t('support.human.submit')}
              pendingLabel={t('support.human.submitting')}
              pending={escalate.isPending}
            />
          </form>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
