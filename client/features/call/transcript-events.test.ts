import { describe, expect, it } from 'vitest';
import { parseTranscriptEvent } from './transcript-events';

const json = (event: object) => JSON.stringify(event);

describe('parseTranscriptEvent', () => {
  it("reads the user's finished turn", () => {
    expect(
      parseTranscriptEvent(
        json({
          type: 'conversation.item.input_audio_transcription.completed',
          event_id: 'event_1',
          item_id: 'item_user_1',
          content_index: 0,
          transcript: ' Hello from the test call. ',
        }),
      ),
    ).toEqual({ itemId: 'item_user_1', speaker: 'user', text: 'Hello from the test call.' });
  });

  it("reads the companion's finished turn under the GA and the beta name", () => {
    for (const type of [
      'response.output_audio_transcript.done',
      'response.audio_transcript.done',
    ]) {
      expect(
        parseTranscriptEvent(
          json({ type, item_id: 'item_2', transcript: 'It is lovely to hear your voice.' }),
        ),
      ).toEqual({ itemId: 'item_2', speaker: 'model', text: 'It is lovely to hear your voice.' });
    }
  });

  it('keeps Bulgarian text as it is', () => {
    expect(
      parseTranscriptEvent(
        json({
          type: 'response.output_audio_transcript.done',
          item_id: 'i',
          transcript: 'Здравей!',
        }),
      )?.text,
    ).toBe('Здравей!');
  });

  it('ignores the other events of the channel', () => {
    for (const type of [
      'session.created',
      'response.output_audio_transcript.delta',
      'conversation.item.input_audio_transcription.delta',
      'input_audio_buffer.speech_started',
      'response.done',
      'error',
    ]) {
      expect(parseTranscriptEvent(json({ type, item_id: 'i', transcript: 'x', delta: 'x' }))).toBe(
        null,
      );
    }
  });

  it('ignores empty turns, missing transcripts and what is not JSON', () => {
    const type = 'conversation.item.input_audio_transcription.completed';
    expect(parseTranscriptEvent(json({ type, item_id: 'i', transcript: '   ' }))).toBeNull();
    expect(parseTranscriptEvent(json({ type, item_id: 'i' }))).toBeNull();
    expect(parseTranscriptEvent(json({ type, item_id: 'i', transcript: 42 }))).toBeNull();
    expect(parseTranscriptEvent('{not json')).toBeNull();
    expect(parseTranscriptEvent('null')).toBeNull();
    expect(parseTranscriptEvent(new ArrayBuffer(4))).toBeNull();
  });

  it('accepts a turn without an item id, and cuts one longer than a message may be', () => {
    const event = parseTranscriptEvent(
      json({ type: 'response.audio_transcript.done', transcript: 'a'.repeat(5000) }),
    );
    expect(event?.itemId).toBeNull();
    expect(event?.text).toHaveLength(4000);
  });
});
