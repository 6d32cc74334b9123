import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { emailTexts } from '../texts';
import { composeMail, formatDate, text } from './layout';
import { planName } from './plan-names';
import { greeting, signature } from './signature';

type SubscriptionCancelledData = Extract<MailContent, { template: 'subscription_cancelled' }>;

export function subscriptionCancelledMail(
  { name, plan, periodEnd }: SubscriptionCancelledData,
  language: Language,
): RenderedMail {
  const t = emailTexts(language);
  const planLabel = planName(t, plan);
  return composeMail(language, t('subscriptionCancelled.subject', { plan: planLabel }), [
    greeting(t, name),
    text(
      periodEnd
        ? t('subscriptionCancelled.untilPeriodEnd', {
            plan: planLabel,
            date: formatDate(periodEnd, language),
          })
        : t('subscriptionCancelled.ended', { plan: planLabel }),
    ),
    text(t('subscriptionCancelled.reactivate')),
    signature(t),
  ]);
}
