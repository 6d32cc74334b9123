/** The browser's IANA time zone, or null when it cannot say (the server then keeps its own). */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Every zone the browser knows, sorted, with `include` added when missing (Chrome's list has no
 * "UTC", the default a user may still have).
 */
export function timeZoneChoices(include: readonly string[]): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([...known, ...include.filter(Boolean)]);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
