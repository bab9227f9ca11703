import { normalizeMoney } from "../../shared/money";

/** "$12,345.60": a money string with thousands separators, for figures people compare (dashboard, charts). */
export function formatMoneyGrouped(value: string | number): string {
  const [whole = "0", cents = "00"] = normalizeMoney(value).split(".");
  const negative = whole.startsWith("-");
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${grouped}.${cents}`;
}
