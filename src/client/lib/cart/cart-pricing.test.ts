import { describe, expect, it } from "vitest";
import { amplifier, probeSet, withCalibration } from "./cart-fixtures";
import { priceCartItems } from "./cart-pricing";
import { cartTotalCents } from "./cart-reducer";
import { parseStoredCart } from "./cart-storage";
import type { CartItem } from "./cart-types";

const tiered = { ...probeSet, priceTiers: [{ minQuantity: 3, price: "1195.00" }] };

describe("the cart priced for its buyer", () => {
  it("prices a product's lines at the tier its units in the whole cart reach, with or without an option", () => {
    const items: CartItem[] = [
      { product: tiered, quantity: 2, selectedOption: withCalibration },
      { product: tiered, quantity: 1 },
      { product: amplifier, quantity: 1 },
    ];
    const priced = priceCartItems(items, null);
    expect(priced.lines.map((l) => [l.unitCents, l.listCents, l.source])).toEqual([
      [134500, 144500, "tier"],
      [119500, 129500, "tier"],
      [89550, 89550, "list"],
    ]);
    expect(priced.subtotalCents).toBe(2 * 134500 + 119500 + 89550);
    expect(priced.listSubtotalCents).toBe(2 * 144500 + 129500 + 89550);
    // The cart's own total (the header's, a visitor's checkout) counts the tiers too.
    expect(cartTotalCents(items)).toBe(priced.subtotalCents);
  });

  it("gives a group member the lower of its price and the tier's", () => {
    const items: CartItem[] = [
      { product: tiered, quantity: 3 },
      { product: amplifier, quantity: 1 },
    ];
    const priced = priceCartItems(items, "10.00");
    // Probe: 10 % off 1,295.00 (1,165.50) is below the tier's 1,195.00, so the group's price; the amplifier has no tier.
    expect(priced.lines.map((l) => [l.unitCents, l.source])).toEqual([
      [116550, "group"],
      [80595, "group"],
    ]);
  });

  it("keeps a stored line's quantity prices, and drops ones of another shape without dropping the line", () => {
    const stored = JSON.stringify([
      { product: tiered, quantity: 1 },
      { product: { ...amplifier, priceTiers: [{ minQuantity: 1, price: "1.00" }] }, quantity: 1 },
    ]);
    const [probe, amp] = parseStoredCart(stored);
    expect(probe!.product.priceTiers).toEqual([{ minQuantity: 3, price: "1195.00" }]);
    expect(amp!.product.priceTiers).toBeUndefined();
  });
});
