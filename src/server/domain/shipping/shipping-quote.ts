import type { Parcel, RateQuote, RateRequest, ShippingRates } from "../../adapters/shipping/shipping-rates";
import { badRequest } from "../../lib/errors";

/** UPS rates at most 200 packages per shipment; more than that is not a parcel shipment. */
export const MAX_PARCELS = 200;

/** One parcel per unit: each instrument ships in its own box. */
export function toParcels(lines: (Parcel & { quantity: number })[]): Parcel[] {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (count > MAX_PARCELS) throw badRequest(`items: at most ${MAX_PARCELS} packages per shipment; please contact us for a freight quote`);
  return lines.flatMap(({ quantity, ...parcel }) => Array.from({ length: quantity }, () => parcel));
}

function measure(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw badRequest("items: a product has no valid weight or size");
  return n;
}

/**
 * The server's own quote for a destination (read once by `normalizeDestination`) and the products'
 * stored weights and sizes (the pricing picks the chosen service's cost from it).
 */
export async function quoteShipping(
  rates: ShippingRates,
  to: RateRequest["to"],
  lines: { weightLbs: string; lengthIn: string; widthIn: string; heightIn: string; quantity: number }[],
): Promise<RateQuote[]> {
  if (lines.length === 0) throw badRequest("items: the cart is empty");
  const parcels = toParcels(
    lines.map((line) => ({
      weightLbs: measure(line.weightLbs),
      lengthIn: measure(line.lengthIn),
      widthIn: measure(line.widthIn),
      heightIn: measure(line.heightIn),
      quantity: line.quantity,
    })),
  );
  return rates.quote({ to, parcels });
}
