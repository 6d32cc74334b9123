import {
  MAX_TRANSCRIPT_TURNS,
  type TranscriptRequest,
  type TranscriptTurn,
} from '#common/contracts/realtime';
import { isApiError } from '#client/lib/api-client';

/** Tries per batch before its turns are given up (about 30 s of waiting in all). */
export const TRANSCRIPT_MAX_ATTEMPTS = 6;

/** Waits 1, 2, 4, 8, 15 s between tries. */
export function transcriptRetryDelay(attempt: number): number {
  return Math.min(15_000, 1000 * 2 ** (attempt - 1));
}

/** Worth another try: no answer, the server busy or failing, or too many requests at once. */
function retryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.isNetworkError || error.status >= 500 || error.code === 'RATE_LIMITED';
}

/**
 * Why turns were given up: the day's messages are used up (429 LIMIT_REACHED), the call can take
 * no more (expired, too many turns, or no longer known), or the tries ran out.
 */
export type TranscriptLoss = 'daily-limit' | 'call-over' | 'failed';

function lossOf(error: unknown): TranscriptLoss {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'LIMIT_REACHED') return 'daily-limit';
  const over = ['CALL_EXPIRED', 'CALL_TURNS_EXCEEDED', 'CALL_NOT_FOUND'];
  return over.includes(error.code ?? '') ? 'call-over' : 'failed';
}

export interface TranscriptUploaderOptions {
  conversationId: string;
  /** The call the server started (POST /api/realtime/session): it accepts turns only with it. */
  callSessionId: string;
  post: (request: TranscriptRequest) => Promise<unknown>;
  /** Turns that could not be stored, and why (the page says so; a call that is over ends). */
  onGiveUp?: (turns: TranscriptTurn[], loss: TranscriptLoss) => void;
  retryDelay?: (attempt: number) => number;
  maxAttempts?: number;
}

/**
 * Sends the call's turns to the server as they arrive, in order: one request at a time, the
 * turns that arrived meanwhile going together in the next. A failed request is tried again
 * after a pause; a repeat is harmless because each turn carries its own clientTurnId.
 */
export class TranscriptUploader {
  private readonly queue: TranscriptTurn[] = [];
  private running: Promise<void> | null = null;

  constructor(private readonly options: TranscriptUploaderOptions) {}

  get conversationId(): string {
    return this.options.conversationId;
  }

  add(turn: TranscriptTurn): void {
    this.queue.push(turn);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once every turn added so far was stored or given up. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    const { conversationId, callSessionId, post, onGiveUp } = this.options;
    const maxAttempts = this.options.maxAttempts ?? TRANSCRIPT_MAX_ATTEMPTS;
    const delay = this.options.retryDelay ?? transcriptRetryDelay;
    let attempt = 0;
    while (this.queue.length > 0) {
      const turns = this.queue.slice(0, MAX_TRANSCRIPT_TURNS);
      attempt += 1;
      try {
        await post({ conversationId, callSessionId, turns });
      } catch (error) {
        if (retryable(error) && attempt < maxAttempts) {
          await new Promise((resolve) => setTimeout(resolve, delay(attempt)));
          continue;
        }
        onGiveUp?.(turns, lossOf(error));
      }
      this.queue.splice(0, turns.length);
      attempt = 0;
    }
  }
}
