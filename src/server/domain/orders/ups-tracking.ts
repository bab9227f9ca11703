/**
 * UPS "1Z" tracking numbers: 1Z, then 15 letters or digits (shipper account, service, package),
 * then a check digit. UPS reads each letter as a digit (A=2, B=3, ... H=9, I=0, J=1, ...), then
 * takes the digits at odd positions once and those at even positions twice; the check digit
 * brings the sum up to a multiple of 10.
 */

/** What the admin typed, as UPS prints it: spaces gone, letters upper case. */
export function normalizeUpsTrackingNumber(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

function digitValue(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  return (code - 65 + 2) % 10;
}

/** The check digit of the 15 characters between "1Z" and the check digit. */
export function upsCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += digitValue(body[i]!) * (i % 2 === 0 ? 1 : 2);
  return (10 - (sum % 10)) % 10;
}

/** Why a (normalized) number is not a UPS 1Z tracking number; null when it is one. */
export function upsTrackingNumberProblem(number: string): string | null {
  if (number.length !== 18) return `A UPS tracking number has 18 characters (this one has ${number.length})`;
  if (!/^1Z[0-9A-Z]{16}$/.test(number)) return "A UPS tracking number starts with 1Z followed by 16 letters or digits";
  if (upsCheckDigit(number.slice(2, 17)) !== Number(number[17]))
    return "This UPS tracking number's check digit does not match: please check it for a typo";
  return null;
}
