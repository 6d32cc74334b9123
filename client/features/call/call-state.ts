import type { CallFailureInfo } from './call-failure';

/** idle: Tap to start / Ready; connecting: Connecting…; onCall: On call, the timer running. */
export type CallStatus = 'idle' | 'connecting' | 'onCall';

/** One finished turn of the call's live transcript. */
export interface TranscriptLine {
  /** The clientTurnId the turn is stored under. */
  id: string;
  speaker: 'user' | 'model';
  text: string;
}

export interface CallState {
  status: CallStatus;
  /** When the call connected (epoch ms): the timer counts from here. */
  connectedAt: number | null;
  failure: CallFailureInfo | null;
  micMuted: boolean;
  speakerMuted: boolean;
  transcript: TranscriptLine[];
  /** Some of the call's words could not be stored in the conversation. */
  transcriptLost: boolean;
}

export type CallAction =
  | { type: 'start' }
  | { type: 'connected'; at: number }
  | { type: 'failed'; failure: CallFailureInfo }
  | { type: 'ended' }
  | { type: 'toggleMic' }
  | { type: 'toggleSpeaker' }
  | { type: 'turn'; line: TranscriptLine }
  | { type: 'transcriptLost' };

export const initialCallState: CallState = {
  status: 'idle',
  connectedAt: null,
  failure: null,
  micMuted: false,
  speakerMuted: false,
  transcript: [],
  transcriptLost: false,
};

export function callReducer(state: CallState, action: CallAction): CallState {
  switch (action.type) {
    case 'start':
      if (state.status !== 'idle') return state;
      // A new call: a fresh transcript and an open microphone; the speaker stays as chosen.
      return {
        ...initialCallState,
        status: 'connecting',
        speakerMuted: state.speakerMuted,
      };
    case 'connected':
      if (state.status !== 'connecting') return state;
      return { ...state, status: 'onCall', connectedAt: action.at };
    case 'failed':
      if (state.status === 'idle') return state;
      return { ...state, status: 'idle', connectedAt: null, failure: action.failure };
    case 'ended':
      return { ...state, status: 'idle', connectedAt: null, micMuted: false };
    case 'toggleMic':
      return { ...state, micMuted: !state.micMuted };
    case 'toggleSpeaker':
      return { ...state, speakerMuted: !state.speakerMuted };
    case 'turn': {
      // A repeated event for the same turn replaces its text instead of adding a line.
      const index = state.transcript.findIndex((line) => line.id === action.line.id);
      const transcript =
        index === -1
          ? [...state.transcript, action.line]
          : state.transcript.map((line, i) => (i === index ? action.line : line));
      return { ...state, transcript };
    }
    case 'transcriptLost':
      return { ...state, transcriptLost: true };
  }
}
