import { z } from 'zod';

/** What a companion remembers about the user (the memory issue). */

export const MEMORY_KINDS = [
  'name',
  'location',
  'work',
  'family',
  'pet',
  'like',
  'dislike',
  'date',
  'plan',
  'other',
] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];

export const MAX_MEMORY_LENGTH = 300;

export const memorySchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(MEMORY_KINDS),
  content: z.string(),
  pinned: z.boolean(),
  source: z.object({
    /** The message it came from, while that message exists. */
    message_id: z.string().uuid().nullable(),
    excerpt: z.string(),
    origin: z.enum(['chat', 'call', 'user']),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Memory = z.infer<typeof memorySchema>;

export const memoriesResponseSchema = z.object({ memories: z.array(memorySchema) });
export const memoryResponseSchema = z.object({ memory: memorySchema });
export const memoryParamsSchema = z.object({ id: z.string().uuid(), memoryId: z.string().uuid() });

const memoryText = z
  .string()
  .trim()
  .min(1, 'A memory cannot be empty.')
  .max(MAX_MEMORY_LENGTH, `A memory has at most ${MAX_MEMORY_LENGTH} characters.`);

/** The user corrects or pins one memory. */
export const updateMemoryRequestSchema = z
  .object({ content: memoryText.optional(), pinned: z.boolean().optional() })
  .refine((body) => body.content !== undefined || body.pinned !== undefined, {
    message: 'Nothing to change.',
  });

/** The user tells her something to remember directly. */
export const createMemoryRequestSchema = z.object({
  content: memoryText,
  kind: z.enum(MEMORY_KINDS).default('other'),
});

/** `DELETE /api/chats/{id}/messages?keepMemories=`: clearing a chat asks about memories. */
export const clearMessagesQuerySchema = z.object({
  keepMemories: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
