/** The sampling settings of companion replies (docs/product-rules.md, "Replies"). */
export const COMPLETION_SETTINGS = {
  temperature: 0.9,
  presence_penalty: 0.6,
  frequency_penalty: 0.8,
  max_tokens: 150,
} as const;
