// Orders placed per second by 20 concurrent customers through the real charge call (test gateway).
import { randomUUID } from "node:crypto";
import { orderTotals, toCents } from "../../src/shared/money";
import type { RunningServer } from "../lib/spawn-server";
import { customerAddress, percentile } from "./measure";

interface Product {
  id: string;
  name: string;
  price: string;
  options: unknown[];
  weightLbs: string;
  lengthIn: string;
  widthIn: string;
  heightIn: string;
  [key: string]: unknown;
}

export interface CheckoutResult {
  label: string;
  customers: number;
  seconds: number;
  orders: number;
  failures: number;
  ordersPerSec: number;
  chargeP50: number;
  chargeP95: number;
}

async function call(base: string, method: string, path: string, body?: unknown, cookie?: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extra };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return res;
}

const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0]!;

const address = {
  customerName: "Bench Customer",
  customerEmail: "bench@example.com",
  customerPhone: "7075550142",
  companyName: null,
  billingStreet: "1 Main Street",
  billingCity: "Sebastopol",
  billingState: "CA",
  billingZipCode: "95472",
  billingCountry: "United States",
  street: "1 Main Street",
  city: "Sebastopol",
  state: "CA",
  zipCode: "95472",
  country: "United States",
};

export async function benchCheckout(
  label: string,
  shop: RunningServer,
  admin: { email: string; password: string },
  customers = 20,
  seconds = 10,
  /** Called when the customers start ordering (after sign-ups and set-up), e.g. to read the server's CPU time. */
  onStart?: () => void,
): Promise<CheckoutResult> {
  const base = shop.base;
  const adminCookie = cookieOf(await call(base, "POST", "/api/admin/login", admin));
  const products = (await (await call(base, "GET", "/api/products")).json()) as Product[];
  const product = products.find((p) => p.options.length === 0) ?? products[0]!;
  // Enough stock that the benchmark measures ordering, not refusals.
  const update = await call(base, "PUT", `/api/products/${product.id}`, { ...product, inStock: 1_000_000 }, adminCookie);
  if (!update.ok) throw new Error(`could not restock: ${update.status} ${await update.text()}`);

  const cookies: string[] = [];
  for (let i = 0; i < customers; i++) {
    const res = await call(base, "POST", "/api/register", { username: `bench${Date.now().toString(36)}${i}`, password: "bench-password" });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
    cookies.push(cookieOf(res));
  }

  const line = { product: { id: product.id, name: product.name, price: product.price }, quantity: 1 };
  const rates = (await (
    await call(base, "POST", "/api/shipping/rates", {
      shipToCity: address.city,
      shipToState: address.state,
      shipToZip: address.zipCode,
      shipToCountry: address.country,
      items: [
        {
          weight: Number(product.weightLbs),
          length: Number(product.lengthIn),
          width: Number(product.widthIn),
          height: Number(product.heightIn),
          quantity: 1,
        },
      ],
    })
  ).json()) as { service: string; cost: string }[];
  const rate = rates[0]!;
  const tax = (await (await call(base, "GET", "/api/tax-rates/CA")).json()) as { taxRate: string };
  const totals = orderTotals(toCents(product.price), tax.taxRate, toCents(rate.cost));
  const orderData = { ...address, items: JSON.stringify([line]), shippingMethod: rate.service, ...totals, status: "pending" };

  const latencies: number[] = [];
  let orders = 0;
  let failures = 0;
  onStart?.();
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie, n) => {
      // Each customer from its own address (one address holds only the card-testing limit's worth of charges at once).
      const from = { "x-forwarded-for": customerAddress(n) };
      while (Date.now() < deadline) {
        const token = (await (
          await call(base, "POST", "/api/payment/test-tokens", {
            cardNumber: "4111111111111111",
            month: "12",
            year: "2030",
            cardCode: "123",
            zip: "95472",
          })
        ).json()) as { opaqueData: { dataDescriptor: string; dataValue: string } };
        const t0 = performance.now();
        const res = await call(
          base,
          "POST",
          "/api/payment/charge",
          {
            opaqueDataDescriptor: token.opaqueData.dataDescriptor,
            opaqueDataValue: token.opaqueData.dataValue,
            amount: totals.total,
            orderData,
          },
          cookie,
          { ...from, "idempotency-key": randomUUID() },
        );
        const body = (await res.json()) as { success?: boolean; message?: string };
        latencies.push(performance.now() - t0);
        if (res.ok && body.success) orders++;
        else {
          failures++;
          if (failures === 1) console.warn(`  first refusal: ${res.status} ${body.message}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    label,
    customers,
    seconds: elapsed,
    orders,
    failures,
    ordersPerSec: orders / elapsed,
    chargeP50: percentile(latencies, 50),
    chargeP95: percentile(latencies, 95),
  };
}
