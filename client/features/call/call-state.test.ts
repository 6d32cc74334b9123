import { describe, expect, it } from 'vitest';
import { callReducer, initialCallState, type CallAction, type CallState } from './call-state';

const run = (actions: CallAction[], from: CallState = initialCallState) =>
  actions.reduce(callReducer, from);

describe('callReducer', () => {
  it('goes idle → connecting → on call → idle', () => {
    const connecting = run([{ type: 'start' }]);
    expect(connecting.status).toBe('connecting');
    const onCall = callReducer(connecting, { type: 'connected', at: 1000 });
    expect(onCall).toMatchObject({ status: 'onCall', connectedAt: 1000 });
    const ended = callReducer(onCall, { type: 'ended' });
    expect(ended).toMatchObject({ status: 'idle', connectedAt: null });
  });

  it('ends while connecting, and ignores a late connection', () => {
    const ended = run([{ type: 'start' }, { type: 'ended' }, { type: 'connected', at: 5 }]);
    expect(ended).toMatchObject({ status: 'idle', connectedAt: null });
  });

  it('keeps the failure for the alert and goes back to idle', () => {
    const failed = run([{ type: 'start' }, { type: 'failed', failure: { kind: 'sdp' } }]);
    expect(failed).toMatchObject({ status: 'idle', failure: { kind: 'sdp' } });
    // A failure reported after End changes nothing.
    expect(callReducer(initialCallState, { type: 'failed', failure: { kind: 'sdp' } })).toBe(
      initialCallState,
    );
  });

  it('starts a new call with a fresh transcript, no failure and an open microphone', () => {
    const before = run([
      { type: 'start' },
      { type: 'connected', at: 1 },
      { type: 'toggleMic' },
      { type: 'toggleSpeaker' },
      { type: 'turn', line: { id: 'a', speaker: 'user', text: 'Hi' } },
      { type: 'transcriptLost' },
      { type: 'failed', failure: { kind: 'dropped' } },
    ]);
    expect(before).toMatchObject({ micMuted: true, speakerMuted: true, transcriptLost: true });
    const again = callReducer(before, { type: 'start' });
    expect(again).toMatchObject({
      status: 'connecting',
      failure: null,
      micMuted: false,
      speakerMuted: true,
      transcript: [],
      transcriptLost: false,
    });
  });

  it('ignores Start while a call is under way', () => {
    const connecting = run([{ type: 'start' }]);
    expect(callReducer(connecting, { type: 'start' })).toBe(connecting);
  });

  it('adds each turn once, replacing the text of a repeated one', () => {
    const state = run([
      { type: 'turn', line: { id: 'a', speaker: 'user', text: 'Hello' } },
      { type: 'turn', line: { id: 'b', speaker: 'model', text: 'Hi!' } },
      { type: 'turn', line: { id: 'a', speaker: 'user', text: 'Hello there' } },
    ]);
    expect(state.transcript).toEqual([
      { id: 'a', speaker: 'user', text: 'Hello there' },
      { id: 'b', speaker: 'model', text: 'Hi!' },
    ]);
  });
});
