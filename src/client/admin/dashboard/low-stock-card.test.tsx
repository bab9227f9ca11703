import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithClient, tidyAfterEach } from "../../lib/render-fixture";
import { LowStockCard } from "./low-stock-card";

tidyAfterEach();

const probe = (n: number, inStock: number) => ({ id: `probe-${n}`, name: `Probe ${n}`, inStock });

describe("the dashboard's low-stock card", () => {
  it("lists the products it is given and says how many more are low, with a way to all products", () => {
    renderWithClient(<LowStockCard products={[probe(1, 0), probe(2, 1)]} total={1_204} />, { at: "/admin" });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Probe 1Out of stock", "Probe 21 left"]);
    expect(screen.getByText(/1,202 more products with 2 or fewer in stock\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "All products" }).getAttribute("href")).toBe("/admin/products");
  });

  it("says nothing more when the list is every low-stock product", () => {
    renderWithClient(<LowStockCard products={[probe(1, 2)]} total={1} />, { at: "/admin" });
    expect(screen.queryByText(/more product/)).toBeNull();
  });

  it("says when no product is low", () => {
    renderWithClient(<LowStockCard products={[]} total={0} />, { at: "/admin" });
    expect(screen.getByText("Every product has more than 2 in stock.")).toBeTruthy();
  });
});
