import type { ArticleId } from './articles';
import type { HelpFacts } from './help-facts';

export interface HelpArticleText {
  title: string;
  /** The article as Nova tells it: concrete, with the steps. */
  answer(facts: HelpFacts): string;
}

/** The help content in English (the Bulgarian one in answers-bg.ts says the same). */
export const ANSWERS_EN: Record<ArticleId, HelpArticleText> = {
  plans: {
    title: 'Plans and prices',
    answer: ({ prices, freeDailyMessages, premiumDailyMessages }) =>
      `Amora has three plans. Free costs nothing and gives you ${freeDailyMessages} messages a ` +
      `day with every free companion. Premium costs ${prices.premium.monthly} a month or ` +
      `${prices.premium.yearly} a year: ${premiumDailyMessages} messages a day, the premium ` +
      `companions, the two locked gallery photos, voice calls and read-aloud. Pro costs ` +
      `${prices.pro.monthly} a month or ${prices.pro.yearly} a year and adds unlimited messages ` +
      `to everything in Premium. Paying yearly saves ${prices.premium.yearlySaving} on Premium ` +
      `and ${prices.pro.yearlySaving} on Pro compared with twelve monthly payments. To upgrade, ` +
      `open Plans from the menu, choose Monthly or Yearly and press the button on the plan you want.`,
  },
  cancel: {
    title: 'Cancelling a subscription',
    answer: ({ freeDailyMessages }) =>
      `You can cancel at any time: open Settings, go to the Subscription tab and cancel your ` +
      `subscription there. Nothing more is charged, and you keep everything you paid for until ` +
      `the end of the current billing period. After that your account moves to the Free plan ` +
      `(${freeDailyMessages} messages a day); your conversations and favourites stay.`,
  },
  reactivate: {
    title: 'Reactivating a cancelled subscription',
    answer: () =>
      `Changed your mind? Until the end of the period you paid for, a cancelled subscription ` +
      `can be reactivated: open Settings, go to the Subscription tab and choose Reactivate. It ` +
      `then renews on the same date as before, with no charge today. If the period has already ` +
      `ended, open Plans from the menu and subscribe again.`,
  },
  payments: {
    title: 'Payments and billing',
    answer: ({ prices, payments }) =>
      `Payments are made by card on a secure checkout page` +
      (payments === 'stripe'
        ? ` run by Stripe; Amora never sees or stores your full card number.`
        : `. This installation uses a test checkout that takes no real money: Stripe's test ` +
          `card 4242 4242 4242 4242 with any future date and any CVC goes through.`) +
      ` Prices are in US dollars with no tax added: Premium is ${prices.premium.monthly} a ` +
      `month or ${prices.premium.yearly} a year, Pro ${prices.pro.monthly} or ` +
      `${prices.pro.yearly}. To pay, open Plans, choose a plan and continue to checkout. If a ` +
      `card is declined, nothing is charged: try another card or ask your bank. Your ` +
      `subscription and the date it renews are under Settings, Subscription.`,
  },
  planChanges: {
    title: 'Changing your plan',
    answer: () =>
      `To move between Premium and Pro, or between monthly and yearly billing, open Settings, ` +
      `go to the Subscription tab and change your plan there. A move up is paid and takes ` +
      `effect at once. A move down (to Premium, or from yearly to monthly) takes effect at the ` +
      `end of the period you paid for: you keep your plan until then, and you can keep it ` +
      `after all with "Keep" in the Subscription tab.`,
  },
  discounts: {
    title: 'Discount codes',
    answer: () =>
      `If you have a discount code, enter it in the discount code field on the checkout page ` +
      `before you pay; the total updates to show the saving. Codes are not case-sensitive. Each ` +
      `code has its own expiry date and number of uses, and some need a minimum order amount, so ` +
      `the checkout tells you if a code cannot be used. A code cannot be added after payment.`,
  },
  limits: {
    title: 'Daily message limits',
    answer: ({ freeDailyMessages, premiumDailyMessages }) =>
      `On the Free plan you can send ${freeDailyMessages} messages a day, Premium allows ` +
      `${premiumDailyMessages} a day and Pro is unlimited. The count starts again every day at ` +
      `00:00 UTC, and the chat shows how many messages you have left and when the limit resets. ` +
      `When you reach the limit, wait for the reset or upgrade on the Plans page to keep ` +
      `chatting straight away.`,
  },
  voice: {
    title: 'Voice calls',
    answer: () =>
      `Voice calls are part of Premium and Pro. Open a chat with a companion and press the ` +
      `call button in the chat header, then allow microphone access when your browser asks. ` +
      `You need a working microphone and a current browser (Chrome, Edge, Firefox or Safari). ` +
      `What is said in a call is saved in your conversation. If the button says calls are not ` +
      `available, voice calls are not switched on for this site yet.`,
  },
  readAloud: {
    title: 'Read-aloud',
    answer: () =>
      `Read-aloud is part of Premium and Pro: in a chat, press the "Read replies aloud" button ` +
      `in the chat header to hear each new reply; press it again to stop. It uses your device's ` +
      `voices, so how it sounds depends on your browser and system; if you hear nothing, check ` +
      `that your device is not muted.`,
  },
  privacy: {
    title: 'Privacy and your data',
    answer: () =>
      `You decide who sees what: open Settings, go to the Privacy tab and choose your profile ` +
      `visibility (Public, Friends or Private) and whether others can see when you are online ` +
      `or active. For a copy of everything stored about you, open Settings and press "Download ` +
      `my data" in the Danger zone: you get a file with your profile, settings, favourites, ` +
      `conversations, subscriptions and support tickets.`,
  },
  deleteAccount: {
    title: 'Deleting your account',
    answer: () =>
      `To delete your account, open Settings, press "Delete account" in the Danger zone and ` +
      `confirm with your password (if you sign in with Google, type DELETE instead). This ` +
      `cancels any subscription, deletes your profile, conversations, favourites and settings ` +
      `for good and signs you out everywhere. It cannot be undone, so press "Download my data" ` +
      `first if you want a copy.`,
  },
  passwordReset: {
    title: 'Resetting your password',
    answer: () =>
      `If you forgot your password, open the login page and click "Forgot password?". Enter ` +
      `your account's e-mail address and we'll e-mail you a link to set a new one. The link ` +
      `works once and expires after an hour, and after the change you are signed out on all ` +
      `your devices. No e-mail after a few minutes? Check your spam folder. If you signed up ` +
      `with Google, sign in with Google instead. To change a password you still know, open ` +
      `Settings, Account.`,
  },
  favourites: {
    title: 'Favourites',
    answer: () =>
      `To keep a companion close, press the heart on their card, on their profile or in the ` +
      `chat header. You find them all on the Favorites page in the menu, and pressing the heart ` +
      `again removes one. Favourites belong to your account, so they are the same on every device.`,
  },
  companions: {
    title: 'Companions and chats',
    answer: () =>
      `Browse the companions on the Companions page, open a profile to read about them and press ` +
      `the chat button to start talking. You have one conversation with each companion, saved ` +
      `across your devices, and your relationship grows through stages as you talk. Premium ` +
      `companions are marked and need Premium or Pro. Companions answer in Bulgarian when you ` +
      `write in Bulgarian. To start over with someone, choose "Clear conversation" in the chat ` +
      `header.`,
  },
};
