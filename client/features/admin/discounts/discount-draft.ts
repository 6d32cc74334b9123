import type { DiscountCode } from '#common/contracts/admin';
import type { DiscountCodeInput } from '../api';

/** The discount form as typed (numbers stay text until they are checked). */
export interface DiscountDraft {
  code: string;
  name: string;
  description: string;
  type: DiscountCode['type'];
  value: string;
  max_uses: string;
  /** `YYYY-MM-DD` or empty for no expiry. */
  expires_at: string;
  is_active: boolean;
  min_amount: string;
}

export type DiscountErrorKey =
  | 'codeRequired'
  | 'codeFormat'
  | 'number'
  | 'notNegative'
  | 'percentageMax'
  | 'tooLarge'
  | 'whole'
  | 'date';

export type DiscountErrors = Partial<
  Record<'code' | 'value' | 'max_uses' | 'min_amount' | 'expires_at', DiscountErrorKey>
>;

const MAX_AMOUNT = 100_000;
const MAX_USES = 1_000_000;
const CODE_PATTERN = /^[A-Z0-9_-]+$/;

/** Document 001 section 9: percentage, value 0, max uses 100, min amount 0, active. */
export const NEW_DISCOUNT: DiscountDraft = {
  code: '',
  name: '',
  description: '',
  type: 'percentage',
  value: '0',
  max_uses: '100',
  expires_at: '',
  is_active: true,
  min_amount: '0',
};

/** Codes are upper-case as they are typed. */
export function normalizeCode(text: string): string {
  return text.toUpperCase().replace(/\s+/g, '');
}

/** The last moment of a UTC calendar day: a code "expires on" a date is valid all that day. */
export function expiryFromDate(date: string): string {
  return `${date}T23:59:59.999Z`;
}

export function dateFromExpiry(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}

export function draftOfCode(code: DiscountCode): DiscountDraft {
  return {
    code: code.code,
    name: code.name,
    description: code.description,
    type: code.type,
    value: String(code.value),
    max_uses: String(code.max_uses),
    expires_at: dateFromExpiry(code.expires_at),
    is_active: code.is_active,
    min_amount: String(code.min_amount),
  };
}

/** A decimal as people type it, with a point or (in Bulgarian) a comma; NaN when it is not one. */
function decimal(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function amountError(value: number, max = MAX_AMOUNT): DiscountErrorKey | undefined {
  if (Number.isNaN(value)) return 'number';
  if (value < 0) return 'notNegative';
  if (value > max) return 'tooLarge';
  return undefined;
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The form's rules (the server checks the same); the request body when nothing is wrong. */
export function checkDiscountDraft(draft: DiscountDraft): {
  errors: DiscountErrors;
  input: DiscountCodeInput | null;
} {
  const errors: DiscountErrors = {};
  const code = normalizeCode(draft.code.trim());
  if (!code) errors.code = 'codeRequired';
  else if (!CODE_PATTERN.test(code)) errors.code = 'codeFormat';

  const value = decimal(draft.value);
  errors.value = amountError(value);
  if (!errors.value && draft.type === 'percentage' && value > 100) errors.value = 'percentageMax';

  const maxUsesText = draft.max_uses.trim();
  const maxUses = Number(maxUsesText);
  if (!/^\d+$/.test(maxUsesText)) errors.max_uses = 'whole';
  else errors.max_uses = amountError(maxUses, MAX_USES);

  const minAmount = decimal(draft.min_amount);
  errors.min_amount = amountError(minAmount);

  const expiry = draft.expires_at.trim();
  if (expiry && !isCalendarDate(expiry)) errors.expires_at = 'date';

  const found = Object.fromEntries(
    Object.entries(errors).filter(([, key]) => key !== undefined),
  ) as DiscountErrors;
  if (Object.keys(found).length > 0) return { errors: found, input: null };
  return {
    errors: found,
    input: {
      code,
      name: draft.name.trim(),
      description: draft.description.trim(),
      type: draft.type,
      value,
      max_uses: maxUses,
      expires_at: expiry ? expiryFromDate(expiry) : null,
      is_active: draft.is_active,
      min_amount: minAmount,
    },
  };
}
