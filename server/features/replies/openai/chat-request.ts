/** The documents' settings for companion replies (document 000, section 7). */
export const COMPLETION_SETTINGS = {
  temperature: 0.9,
  presence_penalty: 0.6,
  frequency_penalty: 0.8,
  max_tokens: 150,
} as const;
