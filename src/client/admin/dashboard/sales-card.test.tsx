import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SalesCard } from "./sales-card";
import { sampleSalesStats } from "./sales-fixtures";
import { TopProductsCard } from "./top-products-card";

afterEach(cleanup);

const stats = sampleSalesStats;

describe("the dashboard's sales cards", () => {
  it("sums the last 30 days and gives screen readers the series as a table; the tab switches to months", () => {
    render(<SalesCard stats={stats} failed={false} />);
    expect(screen.getByText("$38,040.00", { selector: "span" })).toBeTruthy();
    const table = within(screen.getByRole("table", { name: "Net revenue per day, last 30 days" }));
    expect(table.getAllByRole("row").map((row) => row.textContent)).toEqual([
      "PeriodNet revenueOrders",
      "Wednesday, November 25, 2026$0.000",
      "Thursday, November 26, 2026$38,040.003",
    ]);

    fireEvent.mouseDown(screen.getByRole("tab", { name: "12 months" }));
    const months = within(screen.getByRole("table", { name: "Net revenue per month, last 12 months" }));
    expect(months.getByText("October 2026")).toBeTruthy();
    expect(screen.getByText("$39,240.50", { selector: "span" })).toBeTruthy();
    expect(screen.getByText(/from 4 orders/)).toBeTruthy();
  });

  it("says so when the figures could not be loaded", () => {
    render(<SalesCard stats={undefined} failed />);
    expect(screen.getByText("The sales figures could not be loaded.")).toBeTruthy();
  });

  it("lists the top products with units and revenue with thousands separators", () => {
    render(<TopProductsCard products={stats.topProducts} failed={false} />);
    const rows = within(screen.getByRole("table", { name: "Top products by net revenue" })).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "ProductQtyRevenue",
      "101A EMC Probe Set12$15,540.00",
      "CB-1 Flexible SMA Test Cable4$340.00",
    ]);
  });
});
