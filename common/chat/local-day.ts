/**
 * The user's calendar day at `now` in their IANA time zone, as YYYY-MM-DD: what "at most one
 * follow-up a day" counts in (docs/product-rules.md, "Follow-ups"). A zone the runtime does not
 * know counts as UTC, like quiet hours do.
 */
export function localDay(now: Date, timeZone: string): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return now.toISOString().slice(0, 10);
  }
  const parts = Object.fromEntries(
    format.formatToParts(now).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
