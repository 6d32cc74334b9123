/** Socket-level failures: the server is not there or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT', // the Unix socket file is missing: the embedded server is down
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** SQLSTATEs that mean "cannot serve now", not "your query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports pool and connection trouble as plain Errors with these messages. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connection error and is not queryable',
  'Cannot use a pool after calling end',
];

/** Only socket calls count: a missing file elsewhere (ENOENT of `open`) is a real bug. */
const SOCKET_SYSCALLS = new Set(['connect', 'read', 'write', 'writev', 'getaddrinfo']);

function isUnavailableItself(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const syscall = 'syscall' in error && typeof error.syscall === 'string' ? error.syscall : '';
  if (NETWORK_CODES.has(code) && SOCKET_SYSCALLS.has(syscall)) return true;
  if (UNAVAILABLE_SQLSTATES.has(code)) return true;
  if (/^08[0-9A-Z]{3}$/.test(code)) return true; // class 08: connection exception
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}

/**
 * True when `error` (or what it wraps: drizzle puts the driver's error in `cause`, a failed
 * dual-stack connect is an AggregateError) says the database cannot be reached. Those answer
 * 503 instead of 500: nothing is wrong with the request or the code.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isUnavailableItself(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  ) {
    return true;
  }
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}
