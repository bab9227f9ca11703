import { usStateCode } from "../../../shared/geo";
import { normalizeMoney } from "../../../shared/money";

export type TaxRateCheck = { ok: true; state: string; taxRate: string } | { ok: false; message: string };

export const MISSING_MESSAGE = "Please select a state and enter a tax rate";
export const RANGE_MESSAGE = "Tax rate must be a number between 0 and 100";

/** The form's checks before saving: both fields given, the rate 0-100, sent with two decimals. */
export function checkTaxRateForm(state: string, rate: string): TaxRateCheck {
  const code = usStateCode(state);
  if (!code || rate.trim() === "") return { ok: false, message: MISSING_MESSAGE };
  const value = Number(rate);
  if (!Number.isFinite(value) || value < 0 || value > 100) return { ok: false, message: RANGE_MESSAGE };
  try {
    const taxRate = normalizeMoney(rate.trim());
    return Number(taxRate) > 100 ? { ok: false, message: RANGE_MESSAGE } : { ok: true, state: code, taxRate };
  } catch {
    // "1e1" is a finite number but not a decimal amount.
    return { ok: false, message: RANGE_MESSAGE };
  }
}
