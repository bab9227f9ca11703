// All money arithmetic happens here, in integer cents. The API speaks two-decimal strings.

const DECIMAL = /^\s*(-)?(\d+)(?:\.(\d+))?\s*$/;

/** Parses a decimal string or number into integer cents, rounding half away from zero past two places. */
export function toCents(value: string | number): number {
  const text = typeof value === "number" ? value.toFixed(6) : value;
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${String(value)}`);
  const [, sign, whole = "0", frac = ""] = match;
  const padded = (frac + "000").slice(0, 3);
  const thousandths = Number(whole) * 1000 + Number(padded);
  const cents = Math.floor((thousandths + 5) / 10);
  return sign && cents !== 0 ? -cents : cents;
}

/** Integer cents to a two-decimal string: 129500 -> "1295.00". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function isMoneyString(value: string): boolean {
  return /^\d{1,8}(\.\d{1,2})?$/.test(value.trim());
}

/** Normalises any decimal amount to the API's two-decimal form. */
export function normalizeMoney(value: string | number): string {
  return fromCents(toCents(value));
}

/** "$38,040.00": a dollar sign, thousands separators and two decimals (extensions §5). */
export function formatPrice(value: string | number): string {
  const [whole = "0", fraction = "00"] = normalizeMoney(value).split(".");
  const sign = whole.startsWith("-") ? "-" : "";
  const digits = whole.replace("-", "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${digits}.${fraction}`;
}

/** Unit price of a cart line: product price plus the selected option's extra amount. */
export function unitPriceCents(price: string, optionPrice?: string | null): number {
  return toCents(price) + (optionPrice ? toCents(optionPrice) : 0);
}

/** Line price = (product price + option price) x quantity. */
export function linePriceCents(price: string, optionPrice: string | null | undefined, quantity: number): number {
  return unitPriceCents(price, optionPrice) * quantity;
}

/** Tax on the subtotal only; the rate is a percent with two decimals ("7.25"). Rounded half up to the cent. */
export function taxCents(subtotalCents: number, ratePercent: string): number {
  return percentOfCents(subtotalCents, ratePercent);
}

/** `percent` ("7.25") of an amount in cents, rounded half up to the cent: a tax, a discount, a group's price. */
export function percentOfCents(cents: number, percent: string): number {
  const basisPoints = toCents(percent); // 7.25% -> 725 hundredths of a percent
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

export interface OrderTotals {
  subtotal: string;
  /** Taken off the subtotal before tax (a quote's discount, a discount code's). */
  discount?: string;
  taxRate: string;
  taxAmount: string;
  shippingCost: string;
  total: string;
}

/**
 * The one way totals are made, for orders and quotes alike: total = subtotal - discount + tax +
 * shipping, the tax on the discounted subtotal (shipping is not taxed).
 */
export function orderTotals(
  subtotalCents: number,
  ratePercent: string,
  shippingCostCents: number,
  discountCents = 0,
): OrderTotals & { discount: string } {
  const taxable = subtotalCents - discountCents;
  const tax = taxCents(taxable, ratePercent);
  return {
    subtotal: fromCents(subtotalCents),
    discount: fromCents(discountCents),
    taxRate: normalizeMoney(ratePercent),
    taxAmount: fromCents(tax),
    shippingCost: fromCents(shippingCostCents),
    total: fromCents(taxable + tax + shippingCostCents),
  };
}

/** `amountCents` x part / whole, rounded half up to the cent (0 when the whole is 0). */
function shareCents(amountCents: number, partCents: number, wholeCents: number): number {
  if (wholeCents <= 0) return 0;
  return Math.floor((amountCents * partCents * 2 + wholeCents) / (wholeCents * 2));
}

/**
 * What one unit of a line cost its buyer, to give back when it is returned (decision 0064): its
 * unit price, less its share of the order's discount, plus its share of the order's tax (both in
 * proportion to the unit price within the subtotal). Shipping is not given back.
 */
export function returnedUnitCents(
  unitPrice: string,
  order: { subtotal: string; discount?: string | null; taxAmount: string },
): { unitCents: number; discountCents: number; taxCents: number; totalCents: number } {
  const unitCents = toCents(unitPrice);
  const subtotal = toCents(order.subtotal);
  const discount = shareCents(order.discount ? toCents(order.discount) : 0, unitCents, subtotal);
  const tax = shareCents(toCents(order.taxAmount), unitCents, subtotal);
  return { unitCents, discountCents: discount, taxCents: tax, totalCents: unitCents - discount + tax };
}
