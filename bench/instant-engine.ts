import type { ReplyEngine } from '../server/features/replies/engine';

/** A reply engine that answers at once: what is left of a reply's time is the server's own. */
export const instantEngine: ReplyEngine = {
  kind: 'builtin',
  model: 'instant',
  async *stream() {
    yield 'Thanks for telling me. ';
    yield 'What happened next?';
  },
  async ping() {},
};
