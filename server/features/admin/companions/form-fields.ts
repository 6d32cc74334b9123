import type { z } from 'zod';
import {
  ADMIN_COMPANION_FORM,
  adminCompanionInputSchema,
  type AdminCompanionInput,
} from '#common/contracts/admin-companions';
import { findUnderAgeField } from '#common/companions/under-age';
import { findNulText } from '#server/plugins/reject-nul-text';
import { underAge, validationFailed } from './multipart-form';

const BOOLEAN_FIELDS = new Set(['is_active', 'is_premium', 'allows_explicit']);
const NUMBER_FIELDS = new Set(['age', 'rating']);
const LIST_FIELDS = new Set(['traits', 'traits_bg']);
const INTEREST_FIELDS = new Set(['interests', 'interests_bg']);
const JSON_OBJECT_FIELDS = new Set(['persona']);
const COMPANION_FIELDS = new Set(Object.keys(adminCompanionInputSchema.shape));
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A part that cannot be read as its type: reported per field like zod's issues. */
class FieldProblem {
  constructor(readonly message: string) {}
}

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no']);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A list sent as a JSON array or as comma-separated text. */
function parseList(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return parseJson(trimmed) ?? new FieldProblem('Must be a list');
  return trimmed
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Multipart text is all strings: read each known field as the type the contract expects. */
function decodeField(name: string, text: string): unknown {
  if (BOOLEAN_FIELDS.has(name)) {
    const word = text.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return new FieldProblem('Must be true or false');
  }
  if (NUMBER_FIELDS.has(name)) {
    if (!text.trim()) return name === 'age' ? null : undefined;
    const value = Number(text);
    return Number.isFinite(value) ? value : new FieldProblem('Must be a number');
  }
  if (LIST_FIELDS.has(name)) return parseList(text);
  if (INTEREST_FIELDS.has(name) && text.trim().startsWith('[')) {
    const list = parseList(text);
    return Array.isArray(list) ? list.map(String).join(', ') : list;
  }
  if (JSON_OBJECT_FIELDS.has(name)) {
    const value = parseJson(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? value
      : new FieldProblem('Must be a JSON object');
  }
  return text;
}

function issueFields(issues: z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[path ? `${path}.${key}` : key] ??= 'Unknown field';
    } else {
      fields[path || 'form'] ??= issue.message;
    }
  }
  return fields;
}

/** 400 with a message that names every bad field, and `fields` for the form. */
export function invalidCompanion(fields: Record<string, string>) {
  const missing =
    fields.name === 'Name is required' || fields.description === 'Description is required';
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return validationFailed(
    missing ? `Please fill in all required fields (${summary}).` : `Invalid companion: ${summary}`,
    fields,
  );
}

export interface CompanionForm {
  input: AdminCompanionInput;
  /** Media ids of existing photos to keep, in their new order; undefined keeps them all. */
  keepPhotos?: string[];
}

/**
 * The text parts of a create or edit form, validated against the contract (400 otherwise).
 * An edit passes the stored fields as `base`: a field the form leaves out keeps its value, so a
 * client that edits only the basic fields never wipes the persona.
 */
export function parseCompanionForm(
  parts: Map<string, string>,
  base?: AdminCompanionInput,
): CompanionForm {
  const raw: Record<string, unknown> = { ...base };
  const problems: Record<string, string> = {};
  let keepPhotos: string[] | undefined;
  for (const [name, text] of parts) {
    if (name === ADMIN_COMPANION_FORM.keepPhotos) {
      const list = parseList(text);
      if (
        Array.isArray(list) &&
        list.every((id) => typeof id === 'string' && UUID_PATTERN.test(id))
      ) {
        keepPhotos = list as string[];
      } else {
        problems[name] = 'Must be a list of photo ids';
      }
      continue;
    }
    if (!COMPANION_FIELDS.has(name)) {
      problems[name] = 'Unknown field';
      continue;
    }
    const value = decodeField(name, text);
    if (value instanceof FieldProblem) problems[name] = value.message;
    // PostgreSQL cannot store NUL in text (the JSON routes refuse it in a plugin).
    else if (findNulText(value) !== null) problems[name] = 'must not contain NUL characters';
    else if (value !== undefined) raw[name] = value;
  }
  const parsed = adminCompanionInputSchema.safeParse(raw);
  const fields = { ...(parsed.success ? {} : issueFields(parsed.error.issues)), ...problems };
  if (!parsed.success || Object.keys(fields).length > 0) throw invalidCompanion(fields);
  // Every text in both languages, persona included (an edit checks the kept fields too).
  const under = findUnderAgeField(parsed.data);
  if (under) throw underAge(under.field);
  return { input: parsed.data, keepPhotos };
}
