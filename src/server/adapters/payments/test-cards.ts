// Card checks of the built-in test gateway, with Accept.js's own error codes and texts so the
// checkout handles both providers the same way.

export interface AcceptError {
  code: string;
  text: string;
}

export interface CheckedCard {
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}

export const ACCEPT_ERRORS = {
  cardNumber: { code: "E_WC_05", text: "Please provide valid credit card number." },
  month: { code: "E_WC_06", text: "Please provide valid expiration month." },
  year: { code: "E_WC_07", text: "Please provide valid expiration year." },
  expired: { code: "E_WC_08", text: "Expiration date must be in the future." },
  cvv: { code: "E_WC_15", text: "Please provide valid CVV." },
} as const satisfies Record<string, AcceptError>;

/** The Luhn checksum every real card number satisfies. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith("4")) return "Visa";
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "MasterCard";
  if (two === 34 || two === 37) return "AmericanExpress";
  if (digits.startsWith("6011") || digits.startsWith("65") || (Number(digits.slice(0, 3)) >= 644 && Number(digits.slice(0, 3)) <= 649))
    return "Discover";
  if (four >= 3528 && four <= 3589) return "JCB";
  if (two === 36 || two === 38 || (Number(digits.slice(0, 3)) >= 300 && Number(digits.slice(0, 3)) <= 305)) return "DinersClub";
  return "Unknown";
}

/**
 * Validates card data as Accept.js does: number (13-19 digits, Luhn), month, year (two or
 * four digits), expiry not in the past (a card is good through the end of its month), CVV
 * (4 digits for American Express, else 3). Returns the first problem found.
 */
export function checkCard(
  input: { cardNumber: string; month: string; year: string; cardCode: string },
  now: Date = new Date(),
): { ok: true; card: CheckedCard } | { ok: false; error: AcceptError } {
  const digits = input.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, error: ACCEPT_ERRORS.cardNumber };

  const month = input.month.trim();
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) return { ok: false, error: ACCEPT_ERRORS.month };

  const yearText = input.year.trim();
  if (!/^(\d{2}|\d{4})$/.test(yearText)) return { ok: false, error: ACCEPT_ERRORS.year };
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (year < 2000 || year > 2099) return { ok: false, error: ACCEPT_ERRORS.year };

  const currentMonthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (Number(month) - 1) < currentMonthIndex) return { ok: false, error: ACCEPT_ERRORS.expired };

  const brand = cardBrand(digits);
  const cvvLength = brand === "AmericanExpress" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(input.cardCode.trim())) return { ok: false, error: ACCEPT_ERRORS.cvv };

  return { ok: true, card: { brand, lastFour: digits.slice(-4), expiryMonth: Number(month), expiryYear: year } };
}
