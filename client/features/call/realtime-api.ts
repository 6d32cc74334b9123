import {
  realtimeSessionResponseSchema,
  type RealtimeSessionRequest,
  type RealtimeSessionResponse,
  type TranscriptRequest,
  transcriptResponseSchema,
} from '#common/contracts/realtime';
import { apiRequest } from '#client/lib/api-client';

/**
 * The server's half of a call (docs/api.md, "Voice"): a short-lived secret, then the transcript.
 */
export const realtimeApi = {
  /** `POST /api/realtime/session`: the provider's secret for one call, and where to call. */
  session: async (
    request: RealtimeSessionRequest,
    signal?: AbortSignal,
  ): Promise<RealtimeSessionResponse> =>
    apiRequest('/realtime/session', {
      method: 'POST',
      body: request,
      signal,
      schema: realtimeSessionResponseSchema,
    }),
  /** `POST /api/realtime/transcript`: turns of the call, stored in the conversation in order. */
  transcript: (request: TranscriptRequest) =>
    apiRequest('/realtime/transcript', {
      method: 'POST',
      body: request,
      schema: transcriptResponseSchema,
    }),
};
