import type { LogLevel } from './config';

const QUIET_FOR_INFO: ReadonlySet<LogLevel> = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * Plain one-line messages for the start and the shutdown, before and after the HTTP server's
 * own (JSON) logger exists. Never given secrets: callers pass fixed texts and paths.
 */
export function createStartupLog(level: LogLevel) {
  return {
    info(message: string) {
      if (!QUIET_FOR_INFO.has(level)) process.stdout.write(`[amora] ${message}\n`);
    },
    warn(message: string) {
      if (level !== 'silent') process.stderr.write(`[amora] ${message}\n`);
    },
    error(message: string) {
      if (level !== 'silent') process.stderr.write(`[amora] ${message}\n`);
    },
  };
}
export type StartupLog = ReturnType<typeof createStartupLog>;
