// Helpers of the institutional-buying tests (extensions §4): quote requests, Net 30 accounts.
import { eq } from "drizzle-orm";
import type { AppInstance } from "../../src/server/app-types";
import type { Db } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema/users";
import { CA_ADDRESS } from "./checkout";

/** POST /api/quotes's body for a cart (items as the checkout's orderData.items). */
export function buildQuoteRequest(items: string, overrides: Record<string, unknown> = {}) {
  return {
    items,
    shippingAddress: { ...CA_ADDRESS },
    shippingMethod: "03",
    customerName: "Grace Hopper",
    customerEmail: "grace@example.com",
    customerPhone: "707-555-0142",
    companyName: "Hopper Labs",
    notes: "For the EMC lab, budget code 77-B",
    ...overrides,
  };
}

export function requestQuote(app: AppInstance, cookie: string, body: unknown) {
  return app.inject({ method: "POST", url: "/api/quotes", headers: { cookie }, payload: body as object });
}

export async function setTerms(db: Db, userId: number, paymentTerms: "card" | "net30"): Promise<void> {
  await db.update(users).set({ paymentTerms }).where(eq(users.id, userId));
}
