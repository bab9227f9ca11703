import { describe, expect, it } from "vitest";
import type { ProductOption } from "../../../shared/contracts/catalog";
import {
  canAddToCart,
  canDecreaseQuantity,
  canIncreaseQuantity,
  clampQuantity,
  defaultOptionIndex,
  detailTotalPrice,
  isMissingOption,
  selectedOption,
} from "./option-selection";

const options: ProductOption[] = [
  { title: "Standard", price: "0.00", isDefault: false },
  { title: "With calibration certificate", price: "150.00", isDefault: true },
  { title: "BNC connectors", price: "25.50" },
];

describe("default option", () => {
  it("chooses the option flagged isDefault", () => {
    expect(defaultOptionIndex(options)).toBe(1);
  });

  it("chooses the first option when none is flagged", () => {
    expect(defaultOptionIndex(options.map((o) => ({ title: o.title, price: o.price })))).toBe(0);
    expect(defaultOptionIndex(options.map((o) => ({ ...o, isDefault: false })))).toBe(0);
  });

  it("chooses the first flagged when several are", () => {
    expect(
      defaultOptionIndex([
        { title: "a", price: "1.00" },
        { title: "b", price: "2.00", isDefault: true },
        { title: "c", price: "3.00", isDefault: true },
      ]),
    ).toBe(1);
  });

  it("has no selection for a product without options", () => {
    expect(defaultOptionIndex([])).toBeNull();
  });
});

describe("selection", () => {
  it("finds the chosen option; null is 'No option selected'", () => {
    expect(selectedOption(options, 2)?.title).toBe("BNC connectors");
    expect(selectedOption(options, null)).toBeUndefined();
    expect(selectedOption(options, 9)).toBeUndefined();
  });

  it("an option is missing only when the product has options and none is chosen", () => {
    expect(isMissingOption(options, null)).toBe(true);
    expect(isMissingOption(options, 0)).toBe(false);
    expect(isMissingOption([], null)).toBe(false);
  });
});

describe("detail total price", () => {
  it("is the base price plus the selected option's price, in exact cents", () => {
    expect(detailTotalPrice("1295.00", options[1])).toBe("1445.00");
    expect(detailTotalPrice("0.10", { title: "x", price: "0.20" })).toBe("0.30");
  });

  it("is the base price without an option", () => {
    expect(detailTotalPrice("899.5", undefined)).toBe("899.50");
  });
});

describe("quantity", () => {
  it("starts at 1 and never goes below it", () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(canDecreaseQuantity(1)).toBe(false);
    expect(canDecreaseQuantity(2)).toBe(true);
  });

  it("is capped at the stock when in stock; the plus button stops there", () => {
    expect(clampQuantity(7, 2)).toBe(2);
    expect(canIncreaseQuantity(1, 2)).toBe(true);
    expect(canIncreaseQuantity(2, 2)).toBe(false);
    expect(canIncreaseQuantity(1, 1)).toBe(false);
  });

  it("has no stock cap when out of stock (adding is blocked instead)", () => {
    expect(clampQuantity(4, 0)).toBe(4);
    expect(canIncreaseQuantity(1, 0)).toBe(false);
  });
});

describe("canAddToCart", () => {
  const base = { inStock: 3, options, selection: 1 as number | null, confirming: false };

  it("allows adding an in-stock product with an option chosen", () => {
    expect(canAddToCart(base)).toBe(true);
  });

  it("is blocked when out of stock", () => {
    expect(canAddToCart({ ...base, inStock: 0 })).toBe(false);
  });

  it("is blocked during the 2-second confirmation", () => {
    expect(canAddToCart({ ...base, confirming: true })).toBe(false);
  });

  it("is blocked when 'No option selected' is chosen for a product with options", () => {
    expect(canAddToCart({ ...base, selection: null })).toBe(false);
  });

  it("allows a product without options", () => {
    expect(canAddToCart({ ...base, options: [], selection: null })).toBe(true);
  });
});
