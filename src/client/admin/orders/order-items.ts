import { fromCents, linePriceCents, normalizeMoney } from "../../../shared/money";

/** One line of an order as the admin reads it. Amounts are two-decimal strings, null when the record lacks them. */
export interface OrderItemView {
  name: string;
  quantity: number;
  unitPrice: string | null;
  option: { title: string; price: string | null } | null;
  lineTotal: string | null;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null && !Array.isArray(value);

function moneyOrNull(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  try {
    return normalizeMoney(value);
  } catch {
    return null;
  }
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function parseLine(raw: unknown): OrderItemView | null {
  if (!isObject(raw)) return null;
  const product = isObject(raw.product) ? raw.product : {};
  const quantity = typeof raw.quantity === "number" && Number.isInteger(raw.quantity) && raw.quantity > 0 ? raw.quantity : 1;
  const unitPrice = moneyOrNull(raw.price) ?? moneyOrNull(product.price);
  const rawOption = isObject(raw.selectedOption) ? raw.selectedOption : null;
  const optionTitle = rawOption ? text(rawOption.title) : null;
  const option = rawOption && optionTitle ? { title: optionTitle, price: moneyOrNull(rawOption.price) } : null;
  let lineTotal = moneyOrNull(raw.lineTotal);
  if (lineTotal === null && unitPrice !== null) lineTotal = fromCents(linePriceCents(unitPrice, option?.price ?? null, quantity));
  return {
    name: text(raw.productName) ?? text(product.name) ?? "Unnamed item",
    quantity,
    unitPrice,
    option,
    lineTotal,
  };
}

/**
 * The order's items text: a JSON list of recorded lines ({ productName, price, selectedOption, lineTotal })
 * or, for older orders, raw cart lines ({ product, quantity, selectedOption }). Anything unreadable is skipped.
 */
export function parseOrderItems(itemsText: string): OrderItemView[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(itemsText);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(parseLine).filter((line): line is OrderItemView => line !== null);
}
