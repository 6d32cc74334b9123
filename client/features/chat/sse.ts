/**
 * A Server-Sent Events parser for a fetch body (EventSource cannot POST). It follows the
 * WHATWG rules that matter here: lines end in LF, CR or CRLF; `event:` names the event,
 * `data:` lines join with LF; a blank line dispatches; `:` lines are comments; one space after
 * the colon is dropped. Chunks may split lines (and UTF-8 characters) anywhere.
 */

export interface SseEvent {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds decoded text; calls `onEvent` for every complete event. */
  push: (text: string) => void;
  /** Ends the stream: an event without its final blank line is dropped, as the standard says. */
  end: () => void;
}

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let pendingCr = false;

  const dispatch = () => {
    if (dataLines.length > 0) {
      onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    }
    eventName = '';
    dataLines = [];
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  return {
    push(text) {
      let input = text;
      // A CR at the end of the last chunk may be the first half of CRLF.
      if (pendingCr && input.startsWith('\n')) input = input.slice(1);
      pendingCr = false;
      buffer += input;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        processLine(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) pendingCr = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = '';
      eventName = '';
      dataLines = [];
    },
  };
}

/** Reads a response body to its end, calling `onEvent` for every event in it. */
export async function readSseStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(onEvent);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
  } finally {
    parser.end();
    reader.releaseLock();
  }
}
