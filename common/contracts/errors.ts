import { z } from 'zod';

/** Machine codes of every failure the API can answer with (docs/api.md, "Conventions"). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'INVALID_GOOGLE_TOKEN',
  'FORBIDDEN',
  'PREMIUM_REQUIRED',
  'ACCOUNT_SUSPENDED',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'LIMIT_REACHED',
  'RATE_LIMITED',
  'GOOGLE_NOT_CONFIGURED',
  'VOICE_NOT_CONFIGURED',
  'VOICE_PROVIDER_ERROR',
  /** 404: a transcript posted with a call the server did not start for this user and chat. */
  'CALL_NOT_FOUND',
  /** 403: a transcript posted after its call's lifetime. */
  'CALL_EXPIRED',
  /** 409: a transcript past its call's cap of turns; nothing was stored. */
  'CALL_TURNS_EXCEEDED',
  'MAINTENANCE',
  'PAYMENT_FAILED',
  'CARD_DECLINED',
  'DISCOUNT_INVALID',
  /** 409: a payment refused because its discount code stopped holding since the checkout began. */
  'DISCOUNT_NO_LONGER_VALID',
  'CHECKOUT_EXPIRED',
  /**
   * 409: a checkout (or a sandbox payment) while the user already has a subscription giving
   * access; the body names it (`subscriptionId`, `planId`): change its plan instead.
   */
  'HAS_SUBSCRIPTION',
  /**
   * 409: a new checkout while an older one of the user's was just paid at the provider (its
   * report is on its way): the plan shows in a moment.
   */
  'CHECKOUT_ALREADY_PAID',
  'PAYMENT_PENDING',
  'REPLY_PENDING',
  /** 409: a regenerate in a conversation whose last message is not a companion's chat reply. */
  'NOTHING_TO_REGENERATE',
  /** 409: an edit of a message that is not the user's last typed one. */
  'NOT_LAST_MESSAGE',
  'INVALID_RESET_TOKEN',
  /** 400: an e-mail change undo link that never existed (or was ended by an earlier undo). */
  'INVALID_UNDO_TOKEN',
  /** 410: an e-mail change undo link that was used already or is older than 7 days. */
  'UNDO_LINK_EXPIRED',
  /** 409: the undo cannot restore the old address: another account has it now. */
  'OLD_EMAIL_TAKEN',
  /** 400: an e-mail verification link that never existed or was used already. */
  'INVALID_VERIFICATION_TOKEN',
  /** 410: an e-mail verification link older than 7 days. */
  'VERIFICATION_LINK_EXPIRED',
  /**
   * 409: Google sign-in found an account with the Google address that has not verified it: it is
   * not linked (sign in with the password and link Google in Settings).
   */
  'EMAIL_NOT_VERIFIED',
  /** 409: linking a Google account that is linked to another account, or to none but another. */
  'GOOGLE_ALREADY_LINKED',
  /** 421: a route that writes links was asked for a host the operator did not allow. */
  'MISDIRECTED_REQUEST',
  'SERVICE_UNAVAILABLE',
  /** 409: a push subscription or test while the operator switched Web Push off (PUSH_ENABLED). */
  'PUSH_DISABLED',
  /** 409: a test notification for a user with no browser subscribed. */
  'NO_PUSH_SUBSCRIPTIONS',
  /** 404: an e-mail unsubscribe link that never existed (or was forged). */
  'INVALID_UNSUBSCRIBE_TOKEN',
  /** 410: an e-mail unsubscribe link that was used already. */
  'UNSUBSCRIBE_LINK_USED',
  /** An admin switched the AI off (site setting ai_enabled); nothing was stored. */
  'AI_PAUSED',
  /** 403: creating or importing an own companion past the plan's limit (`limit`, `used`). */
  'COMPANION_LIMIT_REACHED',
  /** 409: deleting an own companion without `confirm=true`; `conversations`, `messages` go with her. */
  'CONFIRMATION_REQUIRED',
  /** 400: a Character Card that cannot be imported; `field` and `reason` say why. */
  'CARD_INVALID',
  /** 400: a companion text that states an age under 18; `field` names it. */
  'UNDER_18',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every failure body: `{error, code}` plus optional details. */
export const apiErrorSchema = z
  .object({
    error: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .passthrough();
export type ApiError = z.infer<typeof apiErrorSchema>;
