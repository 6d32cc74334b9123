import type { FastifyReply } from 'fastify';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * Takes the response over from Fastify (so no hook, compression included, can buffer it) and
 * writes Server-Sent Events, each flushed at once. Writing after the client left is a no-op:
 * the caller carries on (the reply is still stored) without checking.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.on('error', () => undefined);
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.flushHeaders();
  reply.server.metrics.trackStream(raw);
  // Small writes must leave at once rather than wait for more (Nagle). An injected request
  // (tests) has no real socket.
  const socket = raw.socket as { setNoDelay?: (noDelay: boolean) => void } | null;
  if (typeof socket?.setNoDelay === 'function') socket.setNoDelay(true);
  const open = () => !raw.destroyed && !raw.writableEnded;
  const heartbeat = setInterval(() => {
    if (open()) raw.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    send(event, data) {
      if (open()) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(heartbeat);
      if (open()) raw.end();
    },
  };
}
