// Input masks for the payment fields (spec §5): card number in blocks of four, expiry as MM/YY.

export const CARD_NUMBER_MAX_LENGTH = 19; // 16 digits and 3 spaces
export const EXPIRY_MAX_LENGTH = 5;
export const CVV_MAX_LENGTH = 4;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/** "4111111111111111" -> "4111 1111 1111 1111"; drops anything that is not a digit, at most 16 digits. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * Inserts the slash of MM/YY as the customer types. `previous` is the field's value before this keystroke:
 * the slash is added after the month only while typing forward, so backspace can remove it.
 * A first digit of 2-9 can only be a single-digit month, so it becomes "0d/".
 */
export function formatExpiry(value: string, previous = ""): string {
  const digits = digitsOnly(value).slice(0, 4);
  const growing = value.length > previous.length;
  if (digits.length === 0) return "";
  if (digits.length === 1) {
    return growing && /[2-9]/.test(digits) ? `0${digits}/` : digits;
  }
  if (digits.length === 2) return growing || /^\d{2}\/$/.test(value) ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvv(value: string): string {
  return digitsOnly(value).slice(0, CVV_MAX_LENGTH);
}

/** Each payment field's mask: its longest value and how a keystroke reshapes it. */
export const CARD_MASKS = {
  cardNumber: { maxLength: CARD_NUMBER_MAX_LENGTH, format: (typed: string) => formatCardNumber(typed) },
  expirationDate: { maxLength: EXPIRY_MAX_LENGTH, format: formatExpiry },
  cvv: { maxLength: CVV_MAX_LENGTH, format: (typed: string) => formatCvv(typed) },
} satisfies Record<string, { maxLength: number; format: (typed: string, previous: string) => string }>;

/** "MM/YY" -> { month: "MM", year: "20YY" } as the payment provider's script wants it; undefined if malformed. */
export function parseExpiry(value: string): { month: string; year: string } | undefined {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [, month = "", year = ""] = match;
  return { month, year: `20${year}` };
}
