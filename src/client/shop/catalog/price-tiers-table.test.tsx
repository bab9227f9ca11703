import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sampleProduct } from "../../lib/product-fixtures";
import { PriceTiersTable, tierRanges } from "./price-tiers-table";

afterEach(cleanup);

const probe = sampleProduct({
  id: "p1",
  name: "101A EMC Probe Set",
  price: "895.00",
  category: "Probes",
  priceTiers: [
    { minQuantity: 5, price: "850.00" },
    { minQuantity: 6, price: "820.00" },
    { minQuantity: 10, price: "800.00" },
  ],
});

describe("the product page's quantity prices", () => {
  it("says which quantities each price holds for, from one unit at the list price", () => {
    expect(tierRanges(probe)).toEqual([
      { quantity: "1–4", price: "895.00" },
      { quantity: "5", price: "850.00" },
      { quantity: "6–9", price: "820.00" },
      { quantity: "10+", price: "800.00" },
    ]);
  });

  it("is a table with a caption, and nothing for a product with one price", () => {
    render(<PriceTiersTable product={probe} />);
    const table = screen.getByRole("table", { name: "Quantity pricing" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["QuantityPrice each", "1–4$895.00", "5$850.00", "6–9$820.00", "10+$800.00"]);
    cleanup();
    const { container } = render(<PriceTiersTable product={{ ...probe, priceTiers: [] }} />);
    expect(container.innerHTML).toBe("");
  });
});
