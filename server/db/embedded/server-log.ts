import { open, stat, truncate } from 'node:fs/promises';

const MAX_LOG_BYTES = 10 * 1024 * 1024;
const TAIL_BYTES = 2_000;

/** The server appends to one log file at every start; keep it from growing without bound. */
export async function trimServerLog(logFile: string): Promise<void> {
  const size = await stat(logFile).then(
    (stats) => stats.size,
    () => 0,
  );
  if (size > MAX_LOG_BYTES) await truncate(logFile, 0);
}

/** The end of the server's log on one line, to explain a failed start. */
export async function serverLogTail(logFile: string): Promise<string> {
  try {
    const handle = await open(logFile, 'r');
    try {
      const { size } = await handle.stat();
      const length = Math.min(size, TAIL_BYTES);
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, size - length);
      return buffer.toString('utf8').trim().replaceAll('\n', ' | ');
    } finally {
      await handle.close();
    }
  } catch {
    return '(no log)';
  }
}
