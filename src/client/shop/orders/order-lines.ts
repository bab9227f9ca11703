import { fromCents, toCents } from "../../../shared/money";

/** One line of an order as the history shows it. */
export interface OrderLineView {
  key: string;
  name: string;
  optionTitle: string | null;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const asText = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined);

function cents(value: unknown): number | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  try {
    return toCents(value);
  } catch {
    return undefined;
  }
}

/**
 * Orders keep their lines as JSON text. New orders hold the server's re-priced lines
 * ({ productName, price, quantity, selectedOption, lineTotal }); older ones may hold the raw cart lines
 * ({ product: { name, price }, quantity, selectedOption }). Both are read; anything unreadable is skipped.
 */
export function parseOrderLines(items: string): OrderLineView[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(items);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];

  const lines: OrderLineView[] = [];
  parsed.forEach((raw: unknown, index) => {
    if (!isObject(raw)) return;
    const product = isObject(raw.product) ? raw.product : {};
    const option = isObject(raw.selectedOption) ? raw.selectedOption : null;
    const quantity = typeof raw.quantity === "number" && Number.isInteger(raw.quantity) && raw.quantity > 0 ? raw.quantity : undefined;
    const name = asText(raw.productName) ?? asText(product.name);
    if (quantity === undefined || name === undefined) return;

    const optionCents = option ? (cents(option.price) ?? 0) : 0;
    // A re-priced line's price already includes its option; a raw cart line's product price does not.
    const unit = cents(raw.price) ?? (cents(product.price) === undefined ? undefined : (cents(product.price) ?? 0) + optionCents);
    if (unit === undefined) return;
    const total = cents(raw.lineTotal) ?? unit * quantity;

    lines.push({
      key: `${String(product.id ?? raw.productId ?? name)}-${index}`,
      name,
      optionTitle: option ? (asText(option.title) ?? null) : null,
      quantity,
      unitPrice: fromCents(unit),
      lineTotal: fromCents(total),
    });
  });
  return lines;
}
