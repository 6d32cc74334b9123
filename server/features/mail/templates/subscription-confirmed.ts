import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { emailTexts } from '../texts';
import { composeMail, formatDate, text } from './layout';
import { billingCycleName, planName } from './plan-names';
import { greeting, signature } from './signature';

type SubscriptionConfirmedData = Extract<MailContent, { template: 'subscription_confirmed' }>;

export function subscriptionConfirmedMail(
  { name, plan, billingCycle, periodEnd }: SubscriptionConfirmedData,
  language: Language,
): RenderedMail {
  const t = emailTexts(language);
  const planLabel = planName(t, plan);
  return composeMail(language, t('subscriptionConfirmed.subject', { plan: planLabel }), [
    greeting(t, name),
    text(
      t('subscriptionConfirmed.active', {
        plan: planLabel,
        cycle: billingCycleName(t, billingCycle),
      }),
    ),
    ...(periodEnd
      ? [text(t('subscriptionConfirmed.renews', { date: formatDate(periodEnd, language) }))]
      : []),
    text(t('subscriptionConfirmed.manage')),
    signature(t),
  ]);
}
