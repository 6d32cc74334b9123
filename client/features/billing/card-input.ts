/**
 * Card fields as a hosted checkout handles them: the number spaced as it is typed, the brand
 * recognised from its first digits, the expiry as "MM / YY", and the checks a card form makes
 * before it sends anything (the payment itself is decided by the server).
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export const CARD_BRAND_LABELS: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

export function cardBrandOf(number: string): CardBrand {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** The most digits a number of this brand has. */
export function maxCardDigits(brand: CardBrand): number {
  return brand === 'amex' ? 15 : brand === 'unknown' ? 19 : 16;
}

/** "4242424242424242" → "4242 4242 4242 4242"; American Express groups 4-6-5. */
export function formatCardNumber(value: string): string {
  const brand = cardBrandOf(value);
  const digits = digitsOf(value).slice(0, maxCardDigits(brand));
  if (brand === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1" → "1", "12" → "12 / ", "123" → "12 / 3", "4" → "04 / " (no month starts with 4-9).
 * `deleting` keeps a backspace over the separator from bringing it straight back.
 */
export function formatExpiry(value: string, deleting = false): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The Luhn check every real card number passes. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardFieldError =
  | 'numberRequired'
  | 'numberIncomplete'
  | 'numberInvalid'
  | 'expiryIncomplete'
  | 'expiryMonth'
  | 'expiryPast'
  | 'cvcIncomplete'
  | 'nameRequired';

export type CardFormErrors = Partial<Record<keyof CardFormValues, CardFieldError>>;

/** "MM / YY" as numbers (two-digit years are 20YY); null when incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = digitsOf(value);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/** What is wrong with each field, if anything; `now` decides which expiries are past. */
export function validateCard(values: CardFormValues, now: Date = new Date()): CardFormErrors {
  const errors: CardFormErrors = {};
  const digits = digitsOf(values.number);
  const brand = cardBrandOf(digits);
  if (digits.length === 0) errors.number = 'numberRequired';
  else if (digits.length < (brand === 'unknown' ? 12 : maxCardDigits(brand))) {
    errors.number = 'numberIncomplete';
  } else if (!passesLuhn(digits)) errors.number = 'numberInvalid';

  const expiry = parseExpiry(values.expiry);
  if (!expiry) errors.expiry = 'expiryIncomplete';
  else if (expiry.month < 1 || expiry.month > 12) errors.expiry = 'expiryMonth';
  else {
    const endOfMonth = new Date(Date.UTC(expiry.year, expiry.month, 1));
    if (endOfMonth.getTime() <= now.getTime()) errors.expiry = 'expiryPast';
  }

  const cvcLength = digitsOf(values.cvc).length;
  if (cvcLength < (brand === 'amex' ? 4 : 3)) errors.cvc = 'cvcIncomplete';

  if (values.name.trim() === '') errors.name = 'nameRequired';
  return errors;
}
