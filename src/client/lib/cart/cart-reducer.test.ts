import { describe, expect, it } from "vitest";
import { buyableLines, cartItemCount, cartReducer, cartTotalCents } from "./cart-reducer";
import { amplifier as amp, probeSet as probe, withCalibration as calibrated } from "./cart-fixtures";
import type { CartItem, CartProduct } from "./cart-types";

const plain = { title: "Standard", price: "0.00" };

function add(items: CartItem[], product: CartProduct, quantity?: number, selectedOption?: { title: string; price: string }) {
  return cartReducer(items, { type: "add", product, quantity, selectedOption });
}

describe("cartReducer: add", () => {
  it("adds a new line with quantity 1 by default", () => {
    const items = add([], probe);
    expect(items).toEqual([{ product: probe, quantity: 1 }]);
  });

  it("adds the given quantity and keeps the selected option", () => {
    const items = add([], probe, 3, calibrated);
    expect(items).toEqual([{ product: probe, quantity: 3, selectedOption: calibrated }]);
  });

  it("increases the quantity of the line with the same id and the same option", () => {
    let items = add([], probe, 2, calibrated);
    items = add(items, probe, 3, calibrated);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(5);
  });

  it("increases the line without an option when added again without one", () => {
    const items = add(add([], amp), amp);
    expect(items).toEqual([{ product: amp, quantity: 2 }]);
  });

  it("adds a separate line for the same product with another option or none", () => {
    let items = add([], probe, 1, calibrated);
    items = add(items, probe, 1, plain);
    items = add(items, probe, 1);
    expect(items.map((i) => i.selectedOption?.title)).toEqual(["With calibration", "Standard", undefined]);
  });

  it("adds a separate line for another product with the same option title", () => {
    const items = add(add([], probe, 1, plain), amp, 1, plain);
    expect(items).toHaveLength(2);
  });

  it("stores only the cart fields of a full catalog product", () => {
    const full = { ...probe, description: "long text", specifications: "lots", inStock: 4 } as CartProduct;
    const [line] = add([], full);
    expect(line?.product).toEqual(probe);
  });

  it("ignores a quantity of 0 or less", () => {
    expect(add([], probe, 0)).toEqual([]);
    expect(add([], probe, -2)).toEqual([]);
  });

  it("does not change the state it was given", () => {
    const before = add([], probe, 1);
    const snapshot = structuredClone(before);
    add(before, probe, 4);
    expect(before).toEqual(snapshot);
  });
});

describe("cartReducer: remove, setQuantity, clear", () => {
  const start = add(add(add([], probe, 2, calibrated), probe, 1), amp, 4);

  it("removes only the line matching product id and option", () => {
    const items = cartReducer(start, { type: "remove", productId: "p1", optionTitle: "With calibration" });
    expect(items).toEqual([
      { product: probe, quantity: 1 },
      { product: amp, quantity: 4 },
    ]);
  });

  it("removes the line without an option when no option title is given", () => {
    const items = cartReducer(start, { type: "remove", productId: "p1" });
    expect(items.map((i) => [i.product.id, i.selectedOption?.title])).toEqual([
      ["p1", "With calibration"],
      ["p2", undefined],
    ]);
  });

  it("removing an unknown line changes nothing", () => {
    expect(cartReducer(start, { type: "remove", productId: "nope" })).toEqual(start);
  });

  it("sets the quantity of the matching line", () => {
    const items = cartReducer(start, { type: "setQuantity", productId: "p1", optionTitle: "With calibration", quantity: 7 });
    expect(items[0]?.quantity).toBe(7);
    expect(items[1]?.quantity).toBe(1);
  });

  it("a quantity of 0 or less removes the line", () => {
    expect(cartReducer(start, { type: "setQuantity", productId: "p2", quantity: 0 })).toHaveLength(2);
    expect(cartReducer(start, { type: "setQuantity", productId: "p2", quantity: -1 })).toHaveLength(2);
    expect(cartReducer(start, { type: "setQuantity", productId: "p2", quantity: 0 }).some((i) => i.product.id === "p2")).toBe(false);
  });

  it("clear empties the cart", () => {
    expect(cartReducer(start, { type: "clear" })).toEqual([]);
  });

  it("replace takes the given lines (another tab changed the cart)", () => {
    expect(cartReducer(start, { type: "replace", items: [] })).toEqual([]);
  });
});

describe("totals", () => {
  it("total = sum of (price + option price) x quantity, in cents", () => {
    // (1295.00 + 150.00) x 2 + 1295.00 x 1 + 895.50 x 4 = 2890.00 + 1295.00 + 3582.00
    const items = add(add(add([], probe, 2, calibrated), probe, 1), amp, 4);
    expect(cartTotalCents(items)).toBe(776_700);
    expect(cartItemCount(items)).toBe(7);
  });

  it("adds cents exactly where floats would drift", () => {
    const cheap: CartProduct = { ...amp, id: "c", price: "0.10" };
    const items = add([], cheap, 3, { title: "x", price: "0.20" });
    expect(cartTotalCents(items)).toBe(90);
  });

  it("an empty cart totals 0", () => {
    expect(cartTotalCents([])).toBe(0);
    expect(cartItemCount([])).toBe(0);
  });
});

describe("lines the catalog check marked unavailable", () => {
  const gone: CartItem = { product: amp, quantity: 2, unavailable: "gone" };
  const items: CartItem[] = [{ product: probe, quantity: 1 }, gone];

  it("are not counted in the total or the badge", () => {
    expect(cartTotalCents(items)).toBe(129_500);
    expect(cartItemCount(items)).toBe(1);
    expect(buyableLines(items)).toEqual([items[0]]);
  });

  it("can be removed", () => {
    expect(cartReducer(items, { type: "remove", productId: "p2" })).toEqual([items[0]]);
  });

  it("adding the product again from its page makes the line buyable again", () => {
    expect(add(items, amp, 1)[1]).toEqual({ product: amp, quantity: 3 });
  });

  it("revalidate applies the check; an unchanged cart keeps its identity", () => {
    const catalog = [
      { ...probe, price: "1395.00", inStock: 5, options: [], weightLbs: "4.50", lengthIn: "14.00", widthIn: "10.00", heightIn: "4.00" },
    ];
    const checked = cartReducer(items, { type: "revalidate", catalog });
    expect(checked[0]?.product.price).toBe("1395.00");
    expect(checked[1]).toBe(gone);
    expect(cartReducer(checked, { type: "revalidate", catalog })).toBe(checked);
  });
});
