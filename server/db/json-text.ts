/**
 * SQL expressions that write JSON text in PostgreSQL for answers it writes whole
 * (docs/decisions/027-json-written-by-postgresql.md). Objects are concatenated from their values'
 * JSON text rather than built by row_to_json or json_build_object, which cost PostgreSQL about
 * twice as much per row (both look up every column's type and output function on each call).
 * The output is compact, with the keys in the order given, as JSON.stringify writes an object.
 *
 * Every function takes and gives SQL text. Keys and expressions come from the code, never from a
 * request: values reach the statements only as parameters.
 */

/** A JSON object of `fields`: each key with the SQL of its value's JSON text (never null). */
export function jsonObject(fields: Record<string, string>): string {
  const members = Object.entries(fields).map(
    ([key, value], index) => `'${index === 0 ? '{' : ','}"${key}":' || ${value}`,
  );
  return `(${members.join(' || ')} || '}')`;
}

/** A text value as a JSON string (escaped as JSON.stringify escapes it), or null. */
export function jsonString(expression: string): string {
  return `coalesce(to_json((${expression})::text)::text, 'null')`;
}

/**
 * A value that never needs escaping as a JSON string, or null: a uuid, or text that a check
 * constraint keeps to a few plain words. Cheaper than jsonString (no to_json call per value).
 */
export function jsonWord(expression: string): string {
  return `coalesce('"' || (${expression})::text || '"', 'null')`;
}

/** A number or boolean as JSON, or null. */
export function jsonScalar(expression: string): string {
  return `coalesce((${expression})::text, 'null')`;
}

/**
 * A timestamptz as the JSON string Date.prototype.toISOString writes for the time pg would
 * parse (UTC, milliseconds, the microseconds truncated), or null.
 */
export function jsonIsoTime(expression: string): string {
  return `coalesce('"' || to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`;
}
