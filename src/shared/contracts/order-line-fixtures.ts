import { fromCents, toCents } from "../money";
import type { OrderLine } from "./order-line";

type ProductOfLine = OrderLine["product"];

/**
 * A priced line of `product` for tests (an order's or a quote's): its id and name taken from the
 * product, its total `price x quantity`, as the server writes them. `price` is the unit price with
 * the option's amount in it.
 */
export function buildOrderLine(
  product: ProductOfLine,
  line: { price: string; quantity: number; option?: OrderLine["selectedOption"] },
): OrderLine {
  return {
    productId: product.id,
    productName: product.name,
    product,
    price: line.price,
    quantity: line.quantity,
    selectedOption: line.option ?? null,
    lineTotal: fromCents(toCents(line.price) * line.quantity),
  };
}
