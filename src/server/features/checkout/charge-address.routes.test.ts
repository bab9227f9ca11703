import { describe, expect, it } from "vitest";
import { fromCents, toCents } from "../../../shared/money";
import { orders } from "../../db/schema/orders";
import { createProduct, createTaxRate, loginAsCustomer } from "../../../../tests/support/factories";
import { buildOrderData, cartItems, charge, quotedShipping, testToken } from "../../../../tests/support/checkout";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";

// The tax address check (extensions §1): a US ZIP code must belong to the state it is sent with,
// and tax is taken from the shipping state.
const { t, gateway } = useCheckoutApp();
const db = () => t.deps.db;
const SEBASTOPOL = { street: "1 Gravenstein Hwy", city: "Sebastopol", zipCode: "95472", country: "United States" };

async function order(address: Record<string, string>, billing: Record<string, string> = {}) {
  const product = await createProduct(db(), { price: "1000.00", inStock: 5 });
  const lines = [{ product, quantity: 1 }];
  const shipping = await quotedShipping(t.app, lines, "03", {
    street: SEBASTOPOL.street,
    city: SEBASTOPOL.city,
    state: "CA",
    zipCode: SEBASTOPOL.zipCode,
    country: SEBASTOPOL.country,
  });
  return {
    opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
    opaqueDataValue: await testToken(t.app),
    amount: fromCents(toCents("1000.00") + toCents("72.50") + toCents(shipping)),
    orderData: buildOrderData(cartItems(lines), { ...address, ...billing }),
  };
}

describe("ZIP code and state of the shipping address", () => {
  it("refuses Sebastopol 95472 sent as Oregon with 400, before anything is reserved or charged", async () => {
    await createTaxRate(db(), "CA", "7.25");
    const { cookie } = await loginAsCustomer(t.app, db());
    const res = await charge(t.app, await order({ ...SEBASTOPOL, state: "OR" }), { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "ZIP code 95472 is not in Oregon" });
    expect(gateway.calls).toBe(0);
    expect(await db().select().from(orders)).toEqual([]);
  });

  it("taxes the shipping state, whatever the billing state", async () => {
    await createTaxRate(db(), "CA", "7.25");
    await createTaxRate(db(), "OR", "0.00");
    const { cookie } = await loginAsCustomer(t.app, db());
    const billedInOregon = { billingStreet: "1 Main St", billingCity: "Portland", billingState: "OR", billingZipCode: "97201" };
    const res = await charge(t.app, await order({ ...SEBASTOPOL, state: "CA" }, billedInOregon), { cookie });
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(orders);
    expect(row).toMatchObject({ state: "CA", billingState: "OR", taxRate: "7.25", taxAmount: "72.50" });
  });

  it("refuses the same mismatch when shipping is quoted", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/shipping/rates",
      payload: {
        shipToCity: "Sebastopol",
        shipToState: "OR",
        shipToZip: "95472",
        shipToCountry: "United States",
        items: [{ weight: "2", length: "10", width: "8", height: "4", quantity: 1 }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "ZIP code 95472 is not in Oregon" });
  });
});
