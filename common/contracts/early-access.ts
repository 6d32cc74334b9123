import { z } from 'zod';
import { LANGUAGES } from '#common/i18n/languages';

/** `POST /api/early-access`: the address, and the page's language so a launch e-mail can use it. */
export const earlyAccessRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).email('Please enter a valid e-mail address'),
  language: z.enum(LANGUAGES).optional(),
});
export type EarlyAccessRequest = z.infer<typeof earlyAccessRequestSchema>;
export const earlyAccessResponseSchema = z.object({ ok: z.literal(true) });
