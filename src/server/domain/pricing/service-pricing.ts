// Service work priced for a quote (extensions §7): a repair or calibration of the customer's own
// unit at the price staff set, taxed like any order to that address (the state's rate, or none with
// an approved exemption), its return shipping included. No stock, no catalog price.
import type { OrderLine, ServiceWork } from "../../../shared/contracts/order-line";
import { fromCents, orderTotals, toCents } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import type { Destination } from "../shipping/destination";
import { applicableExemption, type ExemptionHolder } from "../tax/exemption";
import { NO_TAX, taxRateForOrder } from "../tax/tax-rate-lookup";
import type { PricedLines } from "./cart-pricing";

/** The shipping of service work: the unit comes back in the shop's own parcel, at no charge. */
export const SERVICE_RETURN_SHIPPING = { service: "service", serviceName: "Return shipping included", costCents: 0 } as const;

export interface ServiceWorkRequest {
  /** What the line says: "Calibration of 103A H-Field Probe, S/N GRF-1 (RMA-2026-00001)". */
  name: string;
  /** The unit's product (its picture on the checkout, if it is still in the catalog). */
  product: { id: string; image: string; category: string };
  work: ServiceWork;
  price: string;
}

export async function priceServiceWork(
  db: DbOrTx,
  request: ServiceWorkRequest,
  to: Destination,
  account: ExemptionHolder,
): Promise<PricedLines & { taxExemptionId: number | null }> {
  const cents = toCents(request.price);
  const price = fromCents(cents);
  const line: OrderLine = {
    productId: request.product.id,
    productName: request.name,
    product: { id: request.product.id, name: request.name, price, image: request.product.image, category: request.product.category },
    price,
    quantity: 1,
    selectedOption: null,
    lineTotal: price,
    service: request.work,
  };
  const exemptionId = await applicableExemption(db, account, to);
  const rate = exemptionId !== null ? NO_TAX : await taxRateForOrder(db, to.country, to.state);
  return {
    lines: [line],
    stock: [],
    shipping: { ...SERVICE_RETURN_SHIPPING },
    totals: orderTotals(cents, rate, 0),
    taxExemptionId: exemptionId,
  };
}
