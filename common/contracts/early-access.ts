import { z } from 'zod';

export const earlyAccessRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).email('Please enter a valid e-mail address'),
});
export type EarlyAccessRequest = z.infer<typeof earlyAccessRequestSchema>;
