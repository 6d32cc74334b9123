/**
 * A tokenizer-free estimate of how many tokens a text takes, meant to err on the high side for
 * the tokenizers of common open models (Llama, Qwen, Mistral, Gemma) and OpenAI's: about 3.5
 * characters a token for English and other ASCII text, 2 for Cyrillic (Bulgarian takes far more
 * tokens per character), 1 for anything else (emoji, other scripts). A provider that counts more
 * says so in its context error, and the prompt is fitted again to its count.
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let cyrillic = 0;
  let other = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code < 0x80) ascii += 1;
    else if (code >= 0x400 && code <= 0x52f) cyrillic += 1;
    else other += 1;
  }
  return Math.ceil(ascii / 3.5 + cyrillic / 2 + other);
}

/** Chat templates wrap each message in a few tokens of their own (role markers). */
const PER_MESSAGE_TOKENS = 4;
/** The assistant's turn that the template opens for the reply. */
const REPLY_PRIMER_TOKENS = 3;

/** The estimate of a whole chat prompt. */
export function estimatePromptTokens(messages: ReadonlyArray<{ content: string }>): number {
  return messages.reduce(
    (total, message) => total + PER_MESSAGE_TOKENS + estimateTokens(message.content),
    REPLY_PRIMER_TOKENS,
  );
}
