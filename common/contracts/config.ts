import { z } from 'zod';

/** `GET /api/config`: what the browser may know about how this server is set up. */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  payments: z.enum(['stripe', 'sandbox']),
  voice: z.boolean(),
  replyEngine: z.enum(['builtin', 'openai']),
  maintenance: z.boolean(),
  registrationEnabled: z.boolean(),
  /** The admins' site name (site setting site_name). */
  siteName: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
