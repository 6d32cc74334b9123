import { describe, expect, it } from 'vitest';
import { createSseParser, readSseStream, type SseEvent } from './sse';

function parseAll(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

const STREAM =
  'event: user\ndata: {"id":"1"}\n\n: keep-alive\n\nevent: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {"ok":true}\n\n';

describe('createSseParser', () => {
  it('parses named events with JSON data', () => {
    expect(parseAll([STREAM])).toEqual([
      { event: 'user', data: '{"id":"1"}' },
      { event: 'delta', data: '{"text":"Hi"}' },
      { event: 'done', data: '{"ok":true}' },
    ]);
  });

  it('gives the same events whatever the chunk boundaries', () => {
    const whole = parseAll([STREAM]);
    for (let size = 1; size < 12; size += 1) {
      const chunks = STREAM.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      expect(parseAll(chunks)).toEqual(whole);
    }
  });

  it('accepts CRLF and CR line ends, also split between chunks', () => {
    expect(parseAll(['event: delta\r', '\ndata: a\r\n\r', '\n'])).toEqual([
      { event: 'delta', data: 'a' },
    ]);
    expect(parseAll(['data: b\r\r'])).toEqual([{ event: 'message', data: 'b' }]);
  });

  it('joins data lines, keeps spaces after the first and ignores unknown fields', () => {
    expect(parseAll(['id: 7\nretry: 10\ndata:  one\ndata:two\n\n'])).toEqual([
      { event: 'message', data: ' one\ntwo' },
    ]);
  });

  it('drops an unfinished event at the end and events without data', () => {
    expect(parseAll(['event: ping\n\n', 'event: delta\ndata: cut'])).toEqual([]);
  });
});

describe('readSseStream', () => {
  it('decodes UTF-8 split inside a character', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Здравей 👋"}\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    await readSseStream(body, (event) => events.push(event));
    expect(events).toEqual([{ event: 'delta', data: '{"text":"Здравей 👋"}' }]);
  });
});
