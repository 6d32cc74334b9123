import { describe, expect, it } from 'vitest';
import type { TranscriptRequest, TranscriptTurn } from '#common/contracts/realtime';
import { ApiError, NETWORK_ERROR_CODE } from '#client/lib/api-client';
import { TranscriptUploader, transcriptRetryDelay } from './transcript-uploader';

const CONVERSATION = '00000000-0000-4000-8000-0000000000c2';
const CALL = '00000000-0000-4000-8000-0000000000ca';
const turn = (n: number, speaker: TranscriptTurn['speaker'] = 'user'): TranscriptTurn => ({
  clientTurnId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  speaker,
  text: `turn ${n}`,
});
const networkError = () => new ApiError('Network error', { status: 0, code: NETWORK_ERROR_CODE });

/** The server's transcript endpoint: answers with the errors given, in order, then stores. */
function server(failures: Error[] = []) {
  const requests: TranscriptRequest[] = [];
  const stored: string[] = [];
  let release: (() => void) | null = null;
  return {
    requests,
    stored,
    /** Holds the next answer until `answer()`. */
    hold() {
      return new Promise<void>((resolve) => (release = resolve));
    },
    answer() {
      release?.();
    },
    post: async (request: TranscriptRequest) => {
      requests.push(request);
      const failure = failures.shift();
      if (failure) throw failure;
      for (const item of request.turns) {
        if (!stored.includes(item.clientTurnId)) stored.push(item.clientTurnId);
      }
    },
  };
}

describe('TranscriptUploader', () => {
  it('sends each turn as it arrives, for the call conversation', async () => {
    const api = server();
    const uploader = new TranscriptUploader({
      conversationId: CONVERSATION,
      callSessionId: CALL,
      post: api.post,
    });
    uploader.add(turn(1));
    await uploader.flush();
    uploader.add(turn(2, 'model'));
    await uploader.flush();
    expect(api.requests).toEqual([
      { conversationId: CONVERSATION, callSessionId: CALL, turns: [turn(1)] },
      { conversationId: CONVERSATION, callSessionId: CALL, turns: [turn(2, 'model')] },
    ]);
  });

  it('keeps the order: turns that arrive during a request go together in the next', async () => {
    const api = server();
    let first = true;
    const uploader = new TranscriptUploader({
      conversationId: CONVERSATION,
      callSessionId: CALL,
      post: async (request) => {
        if (first) {
          first = false;
          await api.hold();
        }
        await api.post(request);
      },
    });
    uploader.add(turn(1));
    uploader.add(turn(2, 'model'));
    uploader.add(turn(3));
    api.answer();
    await uploader.flush();
    expect(api.requests.map((request) => request.turns.map((t) => t.text))).toEqual([
      ['turn 1'],
      ['turn 2', 'turn 3'],
    ]);
  });

  it('tries a failed request again (same clientTurnIds), so nothing is lost', async () => {
    const api = server([networkError(), new ApiError('busy', { status: 503, code: 'X' })]);
    const uploader = new TranscriptUploader({
      conversationId: CONVERSATION,
      callSessionId: CALL,
      post: api.post,
      retryDelay: () => 1,
    });
    uploader.add(turn(1));
    await uploader.flush();
    expect(api.requests).toHaveLength(3);
    expect(new Set(api.requests.map((r) => r.turns[0]!.clientTurnId)).size).toBe(1);
    expect(api.stored).toEqual([turn(1).clientTurnId]);
  });

  it('gives a batch up after the last try, or at once when retrying cannot help', async () => {
    const given: string[][] = [];
    const onGiveUp = (turns: TranscriptTurn[]) => given.push(turns.map((t) => t.text));
    const failing = server(Array.from({ length: 10 }, networkError));
    const uploader = new TranscriptUploader({
      conversationId: CONVERSATION,
      callSessionId: CALL,
      post: failing.post,
      onGiveUp,
      retryDelay: () => 1,
      maxAttempts: 3,
    });
    uploader.add(turn(1));
    await uploader.flush();
    expect(failing.requests).toHaveLength(3);

    const refused = server([new ApiError('bad', { status: 400, code: 'VALIDATION_FAILED' })]);
    const other = new TranscriptUploader({
      conversationId: CONVERSATION,
      callSessionId: CALL,
      post: refused.post,
      onGiveUp,
    });
    other.add(turn(2));
    other.add(turn(3));
    await other.flush();
    expect(given).toEqual([['turn 1'], ['turn 2']]);
    expect(refused.stored).toEqual([turn(3).clientTurnId]);
  });

  it.each([
    [429, 'LIMIT_REACHED', 'daily-limit'],
    [403, 'CALL_EXPIRED', 'call-over'],
    [409, 'CALL_TURNS_EXCEEDED', 'call-over'],
    [404, 'CALL_NOT_FOUND', 'call-over'],
    [400, 'VALIDATION_FAILED', 'failed'],
  ] as const)('gives up at once on %i %s and says why (%s)', async (status, code, loss) => {
    const losses: string[] = [];
    const refused = server([new ApiError('refused', { status, code })]);
    const uploader = new TranscriptUploader({
      conversationId: CONVERSATION,
      callSessionId: CALL,
      post: refused.post,
      onGiveUp: (_turns, why) => losses.push(why),
      retryDelay: () => 1,
    });
    uploader.add(turn(1));
    await uploader.flush();
    expect(refused.requests).toHaveLength(1);
    expect(losses).toEqual([loss]);
  });

  it('tries again after 429 RATE_LIMITED, which passes', async () => {
    const limited = server([new ApiError('slow down', { status: 429, code: 'RATE_LIMITED' })]);
    const uploader = new TranscriptUploader({
      conversationId: CONVERSATION,
      callSessionId: CALL,
      post: limited.post,
      retryDelay: () => 1,
    });
    uploader.add(turn(1));
    await uploader.flush();
    expect(limited.stored).toEqual([turn(1).clientTurnId]);
  });

  it('sends at most 20 turns a request', async () => {
    const api = server();
    let first = true;
    const uploader = new TranscriptUploader({
      conversationId: CONVERSATION,
      callSessionId: CALL,
      post: async (request) => {
        if (first) {
          first = false;
          await api.hold();
        }
        await api.post(request);
      },
    });
    for (let n = 1; n <= 26; n += 1) uploader.add(turn(n));
    api.answer();
    await uploader.flush();
    expect(api.requests.map((request) => request.turns.length)).toEqual([1, 20, 5]);
    expect(api.stored).toHaveLength(26);
  });

  it('waits longer between tries, up to 15 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(transcriptRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000,
    ]);
  });
});
