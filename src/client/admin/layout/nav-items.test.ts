import { describe, expect, it } from "vitest";
import { sampleUser } from "../../lib/user-fixtures";
import { navItemsFor } from "./nav-items";

const labels = (...args: Parameters<typeof navItemsFor>) => navItemsFor(...args).map((item) => item.label);

describe("the admin navigation", () => {
  it("shows a staff member only the sections their permissions open", () => {
    expect(labels(sampleUser("staff", { permissions: ["catalog"] }))).toEqual([
      "Dashboard",
      "Categories",
      "Products",
      "Settings",
      "Security",
    ]);
    expect(labels(sampleUser("staff", { permissions: ["orders", "customers"] }))).toEqual([
      "Dashboard",
      "Orders",
      "Quotes",
      "Screening List",
      "Customers",
      "Customer Groups",
      "Tax Exemptions",
      "Registrations",
      "Security",
    ]);
    expect(labels(sampleUser("staff", { permissions: ["discounts"] }))).toEqual(["Dashboard", "Discounts", "Security"]);
    // Refunds alone opens no page: it is what the order page's Refund needs.
    expect(labels(sampleUser("staff", { permissions: ["refunds"] }))).toEqual(["Dashboard", "Security"]);
    expect(labels(sampleUser("staff", { permissions: ["service"] }))).toEqual(["Dashboard", "Units", "Service", "Security"]);
    expect(labels(sampleUser("staff", { permissions: [] }))).toEqual(["Dashboard", "Security"]);
  });

  it("shows the owner everything, the owner's own pages included, and a customer nothing", () => {
    expect(labels(sampleUser("owner"))).toEqual([
      "Dashboard",
      "Categories",
      "Products",
      "Orders",
      "Quotes",
      "Screening List",
      "Customers",
      "Customer Groups",
      "Discounts",
      "Tax Exemptions",
      "Units",
      "Service",
      "Registrations",
      "Tax Rates",
      "Server Logs",
      "Staff",
      "Activity",
      "Webhooks",
      "Settings",
      "Security",
    ]);
    expect(labels(sampleUser("customer"))).toEqual([]);
    expect(labels(null)).toEqual([]);
  });
});
