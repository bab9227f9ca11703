import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { fromCents, taxCents, toCents, unitPriceCents } from "../../src/shared/money";
import { uniqueName } from "./fixtures";

interface ApiProduct {
  id: string;
  name: string;
  price: string;
  weightLbs: string;
  lengthIn: string;
  widthIn: string;
  heightIn: string;
  options: { title: string; price: string; isDefault?: boolean }[];
}

const ADDRESS = { street: "4000 El Camino Real", city: "Palo Alto", state: "CA", zipCode: "94306", country: "United States" };

/**
 * Places a paid order as a newly registered customer through the public API, the way the checkout does:
 * the shipping quote and the state's tax rate come from the server, the card is tokenised by the test gateway.
 */
export async function placeOrder(
  request: APIRequestContext,
  productName: string,
  quantity = 1,
  /** Fields of orderData other than the defaults (the buyer's name or company, say). */
  buyer: { customerName?: string; companyName?: string } = {},
): Promise<{ orderId: string; customerEmail: string }> {
  const username = uniqueName("buyer");
  const registered = await request.post("/api/register", { data: { username, password: "customer-pass-1" } });
  if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);

  const products = (await (await request.get("/api/products")).json()) as ApiProduct[];
  const product = products.find((p) => p.name === productName);
  if (!product) throw new Error(`no product named ${productName}`);
  const option = product.options.find((o) => o.isDefault) ?? null;

  const rates = (await (
    await request.post("/api/shipping/rates", {
      data: {
        shipToCity: ADDRESS.city,
        shipToState: ADDRESS.state,
        shipToZip: ADDRESS.zipCode,
        shipToCountry: ADDRESS.country,
        items: [{ weight: product.weightLbs, length: product.lengthIn, width: product.widthIn, height: product.heightIn, quantity }],
      },
    })
  ).json()) as { service: string; cost: string }[];
  const ground = rates.find((r) => r.service === "03");
  if (!ground) throw new Error("no ground shipping quote");
  const taxAnswer = await request.get(`/api/tax-rates/${ADDRESS.state}`);
  const taxRate = taxAnswer.ok() ? ((await taxAnswer.json()) as { taxRate: string }).taxRate : "0";

  const subtotal = unitPriceCents(product.price, option?.price) * quantity;
  const amount = fromCents(subtotal + taxCents(subtotal, taxRate) + toCents(ground.cost));

  const token = (await (
    await request.post("/api/payment/test-tokens", {
      data: {
        cardNumber: "4111111111111111",
        month: "12",
        year: String(new Date().getFullYear() + 2),
        cardCode: "123",
        zip: ADDRESS.zipCode,
      },
    })
  ).json()) as { opaqueData: { dataDescriptor: string; dataValue: string } };

  const customerEmail = `${username}@example.com`;
  const items = JSON.stringify([
    { product: { id: product.id, name: product.name, price: product.price }, quantity, selectedOption: option },
  ]);
  const charged = await request.post("/api/payment/charge", {
    headers: { "Idempotency-Key": randomUUID() },
    data: {
      opaqueDataDescriptor: token.opaqueData.dataDescriptor,
      opaqueDataValue: token.opaqueData.dataValue,
      amount,
      orderData: {
        customerName: "Grace Hopper",
        customerEmail,
        customerPhone: "707-555-0142",
        companyName: "Hopper Labs",
        billingStreet: ADDRESS.street,
        billingCity: ADDRESS.city,
        billingState: ADDRESS.state,
        billingZipCode: ADDRESS.zipCode,
        billingCountry: ADDRESS.country,
        ...ADDRESS,
        purchaseOrderNumber: "PO-E2E-7",
        specialInstructions: "Deliver to the EMC lab",
        items,
        shippingMethod: "03",
        ...buyer,
      },
    },
  });
  const body = (await charged.json()) as { success: boolean; orderId?: string; message: string };
  if (!body.success || !body.orderId) throw new Error(`charge: ${charged.status()} ${body.message}`);
  return { orderId: body.orderId, customerEmail };
}
