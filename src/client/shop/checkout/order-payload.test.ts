import { describe, expect, it } from "vitest";
import { orderData as orderDataSchema } from "../../../shared/contracts/checkout";
import { orderTotals } from "../../../shared/money";
import { sampleCart } from "../../lib/cart/cart-fixtures";
import { validCheckoutValues } from "./checkout-fixtures";
import { checkoutFormSchema } from "./checkout-form-schema";
import { buildOrderData, chargeRequest, secureCardData } from "./order-payload";
import { isAddressComplete, shippingRatesRequest } from "./shipping-request";

const items = sampleCart;

const values = checkoutFormSchema.parse(validCheckoutValues);

describe("the charge call's body", () => {
  it("carries the spec's order fields, with totals from money.ts, and passes the server's contract", () => {
    const totals = orderTotals(378550, "7.25", 1850);
    const data = buildOrderData(values, items, totals, 42);
    expect(data).toMatchObject({
      customerName: "Ada Lovelace",
      companyName: null,
      purchaseOrderNumber: null,
      specialInstructions: null,
      customerAddress: "1 Main St, Sebastopol, CA 95472, United States",
      shippingMethod: "03",
      subtotal: "3785.50",
      taxRate: "7.25",
      taxAmount: "274.45",
      shippingCost: "18.50",
      total: "4078.45",
      status: "pending",
      userId: 42,
    });
    expect(JSON.parse(data.items)).toEqual(items);
    expect(orderDataSchema.safeParse(data).success).toBe(true);
    expect(chargeRequest({ dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue: "tok" }, data)).toMatchObject({
      opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
      opaqueDataValue: "tok",
      amount: "4078.45",
    });
  });
});

describe("the card data for the provider's script", () => {
  it("sends digits only, month, four-digit year, cvv and the billing ZIP", () => {
    expect(secureCardData({ ...values, billingZipCode: "46282", zipCode: "95472" }, { clientKey: "ck", apiLoginId: "login" })).toEqual({
      authData: { clientKey: "ck", apiLoginID: "login" },
      cardData: { cardNumber: "4111111111111111", month: "12", year: "2030", cardCode: "123", zip: "46282" },
    });
  });
});

describe("the shipping rates request", () => {
  it("sends the state as its two-letter code and each line's parcel, with the 5 lb / 12 in defaults", () => {
    expect(shippingRatesRequest({ city: " Sebastopol ", state: "California", zip: "95472", country: "United States" }, items)).toEqual({
      shipToCity: "Sebastopol",
      shipToState: "CA",
      shipToZip: "95472",
      shipToCountry: "United States",
      items: [
        { weight: 4.5, length: 14, width: 10, height: 4, quantity: 2 },
        { weight: 5, length: 12, width: 12, height: 12, quantity: 1 },
      ],
    });
  });

  it("waits for city, zip, country, and a state where the country has them", () => {
    expect(isAddressComplete({ city: "Sebastopol", state: "", zip: "95472", country: "United States" })).toBe(false);
    expect(isAddressComplete({ city: "Toronto", state: "", zip: "M5V 2T6", country: "Canada" })).toBe(false);
    expect(isAddressComplete({ city: "Berlin", state: "", zip: "10115", country: "Germany" })).toBe(true);
    expect(isAddressComplete({ city: "Sebastopol", state: "CA", zip: "", country: "United States" })).toBe(false);
    expect(isAddressComplete({ city: "", state: "CA", zip: "95472", country: "United States" })).toBe(false);
    expect(isAddressComplete({ city: "Sebastopol", state: "CA", zip: "95472", country: "United States" })).toBe(true);
  });
});
