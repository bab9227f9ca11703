import { describe, expect, it } from "vitest";
import { buildToOrderNotes, checkCart, lineLabel, maxLineQuantity, unitsInCart, type CatalogProduct } from "./cart-check";
import { amplifier, probeSet, withCalibration } from "./cart-fixtures";
import type { CartItem } from "./cart-types";

/** The catalog's view of a cart fixture product. */
function listed(product: typeof probeSet, changes: Partial<CatalogProduct> = {}): CatalogProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.image,
    category: product.category,
    inStock: 10,
    options: [],
    weightLbs: product.weightLbs ?? "5.00",
    lengthIn: product.lengthIn ?? "12.00",
    widthIn: product.widthIn ?? "12.00",
    heightIn: product.heightIn ?? "12.00",
    ...changes,
  };
}

const probeListed = (changes: Partial<CatalogProduct> = {}) =>
  listed(probeSet, { options: [{ title: "With calibration", price: "150.00", isDefault: true }], ...changes });
const ampListed = (changes: Partial<CatalogProduct> = {}) => listed(amplifier, changes);

const probeLine: CartItem = { product: probeSet, quantity: 2, selectedOption: withCalibration };
const ampLine: CartItem = {
  product: { ...amplifier, weightLbs: "5.00", lengthIn: "12.00", widthIn: "12.00", heightIn: "12.00" },
  quantity: 1,
};

/** Checks, then checks the result again: the second pass must find nothing to do. */
function settle(items: CartItem[], catalog: CatalogProduct[]) {
  const first = checkCart(items, catalog);
  const again = checkCart(first.items, catalog);
  expect(again.changed).toBe(false);
  expect(again.notices).toEqual([]);
  return first;
}

describe("checkCart", () => {
  it("a cart that matches the catalog is left alone, without notices", () => {
    const result = checkCart([probeLine, ampLine], [probeListed(), ampListed()]);
    expect(result).toEqual({ items: [probeLine, ampLine], notices: [], changed: false });
  });

  it("takes a changed product price and says so, with thousands separators", () => {
    const result = settle([ampLine], [ampListed({ price: "1945.00" })]);
    expect(result.items[0]?.product.price).toBe("1945.00");
    expect(result.notices).toEqual(["The price of 150A EMC Probe Amplifier changed from $895.50 to $1,945.00."]);
  });

  it("takes a changed option price; the notice names the option and gives the unit prices", () => {
    const catalog = [probeListed({ options: [{ title: "With calibration", price: "175.00" }] }), ampListed()];
    const result = settle([probeLine, ampLine], catalog);
    expect(result.items[0]?.selectedOption).toEqual({ title: "With calibration", price: "175.00" });
    expect(result.notices).toEqual(["The price of 101A EMC Probe Set (With calibration) changed from $1,445.00 to $1,470.00."]);
  });

  it("refreshes name, image and parcel without a notice", () => {
    const result = settle([ampLine], [ampListed({ name: "150A Amplifier", image: "/new.svg", weightLbs: "2.00" })]);
    expect(result.changed).toBe(true);
    expect(result.items[0]?.product).toMatchObject({ name: "150A Amplifier", image: "/new.svg", weightLbs: "2.00" });
    expect(result.notices).toEqual([]);
  });

  it("marks a product that is gone, keeps the line as it was and says so once", () => {
    const result = settle([probeLine, ampLine], [probeListed()]);
    expect(result.items[1]).toEqual({ ...ampLine, unavailable: "gone" });
    expect(result.notices).toEqual(["150A EMC Probe Amplifier is no longer available."]);
  });

  it("marks a line whose option is no longer offered (options match by trimmed title, as the server does)", () => {
    expect(checkCart([probeLine], [probeListed({ options: [{ title: " With calibration ", price: "150.00" }] })]).changed).toBe(false);
    const result = settle([probeLine], [probeListed({ options: [{ title: "Without", price: "0.00" }] })]);
    expect(result.items[0]?.unavailable).toBe("gone");
    expect(result.notices).toEqual(['101A EMC Probe Set is no longer offered with "With calibration".']);
  });

  it("marks a line without an option when the product now needs one", () => {
    const result = settle([ampLine], [ampListed({ options: [{ title: "US supply", price: "0.00" }] })]);
    expect(result.items[0]?.unavailable).toBe("gone");
    expect(result.notices[0]).toMatch(/^150A EMC Probe Amplifier is now sold only with an option/);
  });

  it("caps a quantity at the stock and says so", () => {
    const result = settle([{ ...ampLine, quantity: 5 }], [ampListed({ inStock: 3 })]);
    expect(result.items[0]?.quantity).toBe(3);
    expect(result.notices).toEqual(["150A EMC Probe Amplifier: only 3 in stock, so the quantity is now 3."]);
  });

  it("lines of one product share its stock, in cart order", () => {
    const plain = { title: "Plain", price: "0.00" };
    const catalog = [probeListed({ inStock: 3, options: [{ ...withCalibration }, plain] })];
    const lines: CartItem[] = [probeLine, { product: probeSet, quantity: 2, selectedOption: plain }];
    const result = settle(lines, catalog);
    expect(result.items.map((i) => i.quantity)).toEqual([2, 1]);
    expect(result.notices).toEqual(["101A EMC Probe Set (Plain): only 3 in stock, so the quantity is now 1."]);

    const full = settle([{ ...probeLine, quantity: 3 }, lines[1]!], catalog);
    expect(full.items[1]?.unavailable).toBe("out-of-stock");
    expect(full.notices).toEqual(["101A EMC Probe Set (Plain): all 3 in stock are already in your cart."]);
  });

  it("out of stock marks the line unavailable and keeps its quantity; it comes back when stock returns", () => {
    const out = settle([ampLine], [ampListed({ inStock: 0 })]);
    expect(out.items[0]).toEqual({ ...ampLine, unavailable: "out-of-stock" });
    expect(out.notices).toEqual(["150A EMC Probe Amplifier is out of stock."]);

    const back = settle(out.items, [ampListed({ inStock: 4 })]);
    expect(back.items[0]).toEqual(ampLine);
    expect(back.notices).toEqual(["150A EMC Probe Amplifier is available again."]);
  });

  it("a marked line whose product is still gone stays as it is", () => {
    const gone: CartItem = { ...ampLine, unavailable: "gone" };
    expect(checkCart([gone], [])).toEqual({ items: [gone], notices: [], changed: false });
  });
});

describe("stock left for a line", () => {
  const lines: CartItem[] = [probeLine, { product: probeSet, quantity: 1 }, { ...ampLine, quantity: 4, unavailable: "out-of-stock" }];

  it("counts the buyable units of the product, optionally without one line", () => {
    expect(unitsInCart(lines, "p1")).toBe(3);
    expect(unitsInCart(lines, "p1", lines[0])).toBe(1);
    expect(unitsInCart(lines, "p2")).toBe(0);
  });

  it("a line may hold the stock less the other lines of the product", () => {
    expect(maxLineQuantity(lines, lines[0]!, 5)).toBe(4);
    expect(maxLineQuantity(lines, lines[0]!, 1)).toBe(0);
  });

  it("labels a line with its option", () => {
    expect(lineLabel(probeLine)).toBe("101A EMC Probe Set (With calibration)");
    expect(lineLabel(ampLine)).toBe("150A EMC Probe Amplifier");
  });
});

describe("a product built to order in the cart (extensions §8)", () => {
  it("is not capped at its stock, and the lines beyond the stock say when they ship", () => {
    const coil = ampListed({ inStock: 1, backorderable: true, leadTimeDays: 21 });
    const first: CartItem = { ...ampLine, quantity: 1 };
    const second: CartItem = { ...ampLine, quantity: 4, selectedOption: { title: "Rack mount", price: "0.00" } };
    const catalog = [{ ...coil, options: [{ title: "Rack mount", price: "0.00" }] }];
    const result = checkCart([first], catalog);
    expect(result.items[0]!.quantity).toBe(1);
    const notes = buildToOrderNotes([first, second], new Map(catalog.map((p) => [p.id, p])));
    expect(notes.get(first)).toBeUndefined();
    expect(notes.get(second)).toBe("Built to order. Ships in about 21 days");
    const checked = settle([{ ...ampLine, quantity: 6 }], [coil]);
    expect(checked.items[0]!.quantity).toBe(6);
    expect(checked.items[0]!.unavailable).toBeUndefined();
  });

  it("at stock 0 stays buyable, where a product sold from stock is marked out of stock", () => {
    expect(settle([ampLine], [ampListed({ inStock: 0, backorderable: true, leadTimeDays: 21 })]).items[0]!.unavailable).toBeUndefined();
    expect(settle([ampLine], [ampListed({ inStock: 0 })]).items[0]!.unavailable).toBe("out-of-stock");
  });
});
