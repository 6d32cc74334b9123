import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { composeMail, formatDate, PRODUCT_NAME, text } from './layout';
import { billingCycleName, planName } from './plan-names';
import { signature } from './signature';

type SubscriptionConfirmedData = Extract<MailContent, { template: 'subscription_confirmed' }>;

export function subscriptionConfirmedMail(
  { name, plan, billingCycle, periodEnd }: SubscriptionConfirmedData,
  language: Language,
): RenderedMail {
  const planLabel = planName(plan, language);
  const cycle = billingCycleName(billingCycle, language);
  if (language === 'bg') {
    return composeMail(language, `Абонаментът ти за ${PRODUCT_NAME} ${planLabel} е активен`, [
      text(`Здравей, ${name},`),
      text(
        `Благодарим ти! Абонаментът ти за плана ${planLabel} (плащане ${cycle}) е активен и ` +
          'всички негови възможности вече са отключени.',
      ),
      ...(periodEnd
        ? [text(`Следващото подновяване е на ${formatDate(periodEnd, language)}.`)]
        : []),
      text('Можеш да управляваш или да откажеш абонамента си по всяко време от настройките.'),
      signature(language),
    ]);
  }
  return composeMail(language, `Your ${PRODUCT_NAME} ${planLabel} subscription is active`, [
    text(`Hi ${name},`),
    text(
      `Thank you! Your ${planLabel} subscription (billed ${cycle}) is active and all of its ` +
        'features are unlocked.',
    ),
    ...(periodEnd ? [text(`It renews on ${formatDate(periodEnd, language)}.`)] : []),
    text('You can manage or cancel your subscription at any time in your settings.'),
    signature(language),
  ]);
}
