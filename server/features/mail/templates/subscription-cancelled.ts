import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { composeMail, formatDate, PRODUCT_NAME, text } from './layout';
import { planName } from './plan-names';
import { signature } from './signature';

type SubscriptionCancelledData = Extract<MailContent, { template: 'subscription_cancelled' }>;

export function subscriptionCancelledMail(
  { name, plan, periodEnd }: SubscriptionCancelledData,
  language: Language,
): RenderedMail {
  const planLabel = planName(plan, language);
  if (language === 'bg') {
    return composeMail(language, `Абонаментът ти за ${PRODUCT_NAME} ${planLabel} е отказан`, [
      text(`Здравей, ${name},`),
      text(
        periodEnd
          ? `Отказахме абонамента ти за плана ${planLabel}. Ще имаш достъп до всичките му ` +
              `възможности до ${formatDate(periodEnd, language)}, след което профилът ти ще ` +
              'премине към безплатния план.'
          : `Абонаментът ти за плана ${planLabel} приключи и профилът ти премина към ` +
              'безплатния план.',
      ),
      text('Ако размислиш, можеш да го подновиш от настройките по всяко време.'),
      signature(language),
    ]);
  }
  return composeMail(language, `Your ${PRODUCT_NAME} ${planLabel} subscription is cancelled`, [
    text(`Hi ${name},`),
    text(
      periodEnd
        ? `We have cancelled your ${planLabel} subscription. You keep all of its features until ` +
            `${formatDate(periodEnd, language)}; after that your account moves to the Free plan.`
        : `Your ${planLabel} subscription has ended and your account is now on the Free plan.`,
    ),
    text('If you change your mind, you can reactivate it from your settings at any time.'),
    signature(language),
  ]);
}
