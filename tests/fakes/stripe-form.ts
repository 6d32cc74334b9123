/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys
 * (`line_items[0][price_data][currency]=usd`, `expand[0]=subscription`), on GET in the query
 * string. Parsed into nested objects and arrays of strings, as Stripe's server reads them.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const rest = [...(match[2] ?? '').matchAll(/\[([^\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1] ?? key, ...rest];
}

function setPath(target: FormObject | FormValue[], path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const container = target as Record<string, FormValue>;
  if (rest.length === 0) {
    container[head] = value;
    return;
  }
  const nextIsIndex = /^\d+$/.test(rest[0] ?? '');
  const existing = container[head];
  const child =
    typeof existing === 'object' && existing !== null ? existing : nextIsIndex ? [] : {};
  container[head] = child;
  setPath(child as FormObject, rest, value);
}

export function parseForm(text: string): FormObject {
  const result: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) setPath(result, keyPath(key), value);
  return result;
}

// ---- Reading parsed values -------------------------------------------------------------------

export function asObject(value: FormValue | undefined): FormObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

export function asArray(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  // `a[0]` and `a[1]` arrive as an array; a sparse or keyed one as an object of indexes.
  if (typeof value === 'object' && value !== null) return Object.values(value);
  return [];
}

export function asString(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asNumber(value: FormValue | undefined): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

export function asBoolean(value: FormValue | undefined): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** Metadata as Stripe stores it: strings; an empty value removes the key on update. */
export function mergeMetadata(
  current: Record<string, string>,
  update: FormValue | undefined,
): Record<string, string> {
  if (update === '') return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(asObject(update))) {
    if (typeof value !== 'string') continue;
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}
