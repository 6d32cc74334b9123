import { z } from 'zod';
import { LANGUAGES } from '#common/i18n/languages';
import { passwordSchema } from './auth';
import { hasVisibleCharacter } from '#common/chat/visible-text';

/** Support tickets (docs/api.md, "Support"; docs/product-rules.md, "Support"). */

export const TICKET_STATUSES = [
  'open',
  'ai_processing',
  'human_review',
  'resolved',
  'closed',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_CATEGORIES = [
  'general',
  'billing',
  'technical',
  'account',
  'feedback',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_SENDERS = ['user', 'ai', 'staff', 'system'] as const;
export type TicketSender = (typeof TICKET_SENDERS)[number];

/** Document 001 section 9: three AI attempts, then a human. */
export const MAX_AI_ATTEMPTS = 3;
/** The counter the input shows (n/500); longer messages are still accepted up to the hard cap. */
export const SUPPORT_MESSAGE_COUNTER = 500;
export const MAX_SUPPORT_MESSAGE_LENGTH = 4000;

export const ticketSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid(),
  user_name: z.string(),
  user_email: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  ai_attempts: z.number().int(),
  max_ai_attempts: z.number().int(),
  /** The staff member's user id. */
  assigned_to: z.string().uuid().nullable(),
  assigned_to_name: z.string().nullable(),
  tags: z.array(z.string()),
  language: z.enum(LANGUAGES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketMessageSchema = z.object({
  id: z.string().uuid(),
  ticket_id: z.string().uuid(),
  sender: z.enum(TICKET_SENDERS),
  /** Nova, the staff member's name or the user's; null for system notes. */
  sender_name: z.string().nullable(),
  content: z.string(),
  is_internal: z.boolean(),
  timestamp: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

const messageText = z
  .string()
  .trim()
  .min(1, 'Please write a message.')
  .max(
    MAX_SUPPORT_MESSAGE_LENGTH,
    `A message has at most ${MAX_SUPPORT_MESSAGE_LENGTH} characters.`,
  )
  .refine(hasVisibleCharacter, 'Please write a message.');

export const createTicketRequestSchema = z.object({
  message: messageText,
  title: z.string().trim().min(1).max(200).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  /** The page's language; Nova answers in the message's language when that is clear. */
  language: z.enum(LANGUAGES).optional(),
});
export type CreateTicketRequest = z.infer<typeof createTicketRequestSchema>;
export const ticketWithMessagesSchema = z.object({
  ticket: ticketSchema,
  messages: z.array(ticketMessageSchema),
});
export type TicketWithMessages = z.infer<typeof ticketWithMessagesSchema>;
export const ticketsQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  /** A staff member's id, or `none` for unassigned tickets (staff only). */
  assignedTo: z.union([z.string().uuid(), z.literal('none')]).optional(),
  /** Staff see every ticket unless they ask for `own` (their own support chats); users always own. */
  scope: z.enum(['own', 'all']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});
export type TicketsQuery = z.infer<typeof ticketsQuerySchema>;
export const ticketsResponseSchema = z.object({
  tickets: z.array(ticketSchema),
  nextCursor: z.string().nullable(),
});
export type TicketPage = z.infer<typeof ticketsResponseSchema>;
export const ticketParamsSchema = z.object({ id: z.string().uuid() });
export const ticketMessageRequestSchema = z.object({
  content: messageText,
  /** Staff only: a note the ticket's owner never sees. */
  isInternal: z.boolean().optional(),
});
export const ticketMessageResponseSchema = z.object({
  message: ticketMessageSchema,
  reply: ticketMessageSchema.nullable(),
  ticket: ticketSchema,
});
export type TicketMessageResult = z.infer<typeof ticketMessageResponseSchema>;
export const escalateRequestSchema = z.object({
  request: z.string().trim().min(1, 'Please tell us what you need help with.').max(2000),
});
export const ticketResponseSchema = z.object({ ticket: ticketSchema });
export const updateTicketRequestSchema = z
  .object({
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    assignedTo: z.string().uuid().nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change.',
  });
export const resolveTicketRequestSchema = z.object({ message: messageText });

// ---- Password reset ------------------------------------------------------------------------------

export const forgotPasswordRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email('Please enter a valid e-mail address.')),
  language: z.enum(LANGUAGES).optional(),
});
export const resetPasswordRequestSchema = z.object({
  token: z.string().trim().min(1).max(200),
  password: passwordSchema,
});

// ---- Outbox (admins) -----------------------------------------------------------------------------

export const outboxMessageSchema = z.object({
  id: z.string().uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  language: z.enum(LANGUAGES),
  status: z.enum(['stored', 'sent', 'failed']),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const outboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});
export const outboxResponseSchema = z.object({
  messages: z.array(outboxMessageSchema),
  nextCursor: z.string().nullable(),
});
export type OutboxPage = z.infer<typeof outboxResponseSchema>;
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
