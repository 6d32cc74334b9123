import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Language } from '#common/i18n/languages';
import { chatKeys } from '#client/features/chat';
import { CONVERSATIONS_KEY } from '#client/features/session';
import { CallFailure } from './call-failure';
import { callReducer, initialCallState } from './call-state';
import { realtimeApi } from './realtime-api';
import {
  browserCallEnvironment,
  CallClosed,
  RealtimeCall,
  type CallEnvironment,
} from './realtime-call';
import { parseTranscriptEvent, type TranscriptEvent } from './transcript-events';
import { TranscriptUploader } from './transcript-uploader';

/** The chat shows the call's words once they are stored (and the stage counts them). */
function refreshChat(queryClient: QueryClient, conversationId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) }),
    queryClient.invalidateQueries({ queryKey: chatKeys.conversation(conversationId) }),
    queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  ]);
}

export interface UseCallOptions {
  /** The companion as the URL names it (UUID, 1-6 or lower-case name). */
  companionId: string;
  /** The language she speaks in the call. */
  language: Language;
  environment?: CallEnvironment;
}

/**
 * A voice call with a companion: Start, the status, mutes, the live transcript (each turn
 * stored in the conversation as it arrives) and End. Leaving the page ends the call.
 */
export function useCall({
  companionId,
  language,
  environment = browserCallEnvironment,
}: UseCallOptions) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(callReducer, initialCallState);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const callRef = useRef<RealtimeCall | null>(null);
  const uploaderRef = useRef<TranscriptUploader | null>(null);
  // One clientTurnId per provider item, so a repeated event stores nothing twice.
  const turnIds = useRef(new Map<string, string>());

  /** Stops the microphone and the connection; the turns still on their way are sent. */
  const hangUp = useCallback(() => {
    const call = callRef.current;
    callRef.current = null;
    call?.close();
    const audio = audioRef.current;
    if (audio) audio.srcObject = null;
    const uploader = uploaderRef.current;
    uploaderRef.current = null;
    if (uploader) {
      void uploader.flush().then(() => refreshChat(queryClient, uploader.conversationId));
    }
  }, [queryClient]);

  const onTurn = useCallback((event: TranscriptEvent | null) => {
    if (!event) return;
    const key = `${event.speaker}:${event.itemId ?? crypto.randomUUID()}`;
    let id = turnIds.current.get(key);
    if (!id) {
      id = crypto.randomUUID();
      turnIds.current.set(key, id);
    }
    dispatch({ type: 'turn', line: { id, speaker: event.speaker, text: event.text } });
    uploaderRef.current?.add({ clientTurnId: id, speaker: event.speaker, text: event.text });
  }, []);

  const start = useCallback(async () => {
    if (callRef.current) return;
    dispatch({ type: 'start' });
    turnIds.current = new Map();
    const call: RealtimeCall = new RealtimeCall(environment, {
      onConnected: () => dispatch({ type: 'connected', at: Date.now() }),
      onFailed: (failure) => {
        if (callRef.current === call) hangUp();
        dispatch({ type: 'failed', failure: failure.info });
      },
      onRemoteStream: (stream) => {
        // The element autoplays: the tap on Start Call (and the open microphone) allow it.
        if (audioRef.current) audioRef.current.srcObject = stream;
      },
      onMessage: (data) => onTurn(parseTranscriptEvent(data)),
    });
    callRef.current = call;
    try {
      await call.start(async () => {
        const session = await realtimeApi.session({ modelId: companionId, language });
        if (callRef.current === call) {
          uploaderRef.current = new TranscriptUploader({
            conversationId: session.conversationId,
            callSessionId: session.callSessionId,
            post: realtimeApi.transcript,
            onGiveUp: (_turns, loss) => {
              if (loss === 'failed') {
                dispatch({ type: 'transcriptLost' });
                return;
              }
              // Nothing more of this call would be kept: end it and say why.
              if (callRef.current === call) hangUp();
              dispatch({ type: 'failed', failure: { kind: loss } });
            },
          });
        }
        return session;
      });
    } catch (error) {
      // End or leaving the page during set-up: not a failure.
      if (error instanceof CallClosed) return;
      if (callRef.current === call) hangUp();
      const failure = error instanceof CallFailure ? error : new CallFailure('server');
      dispatch({ type: 'failed', failure: failure.info });
    }
  }, [companionId, environment, hangUp, language, onTurn]);

  const end = useCallback(() => {
    hangUp();
    dispatch({ type: 'ended' });
  }, [hangUp]);

  useEffect(() => {
    callRef.current?.setMicMuted(state.micMuted);
  }, [state.micMuted]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.muted = state.speakerMuted;
  }, [state.speakerMuted]);

  // Leaving the page (or another companion's call) hangs up.
  useEffect(() => hangUp, [hangUp]);

  const startCall = useCallback(() => void start(), [start]);
  const toggleMic = useCallback(() => dispatch({ type: 'toggleMic' }), []);
  const toggleSpeaker = useCallback(() => dispatch({ type: 'toggleSpeaker' }), []);
  return { state, audioRef, start: startCall, end, toggleMic, toggleSpeaker };
}
