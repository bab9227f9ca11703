// The statements one checkout sends to the database, listed: the real app (buildApp) on a fresh
// PostgreSQL database, called through app.inject; every query of node-postgres is recorded while
// one token request and one charge run (after a warm-up order, so caches are as under load).
//   node --import tsx scripts/bench/count-statements.ts
import pg from "pg";
import { createTestApp } from "../../tests/support/test-app";
import { buildOrderData, cartItems, charge, quotedShipping, testToken, CA_ADDRESS } from "../../tests/support/checkout";
import { createProduct, createTaxRate, loginAsCustomer } from "../../tests/support/factories";
import { orderTotals, toCents } from "../../src/shared/money";

process.env.TEST_DB = "postgres";
const recorded: string[] = [];
let recording = false;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (recording) {
    const first = args[0] as string | { text?: string; name?: string };
    const text = typeof first === "string" ? first : (first.text ?? `(prepared ${first.name})`);
    recorded.push(text.replace(/\s+/g, " ").trim().slice(0, 140));
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

const testApp = await createTestApp();
try {
  const { app, deps } = testApp;
  const db = deps.db;
  const product = await createProduct(db, { inStock: 1000 });
  await createTaxRate(db, "CA", "7.25");
  const { cookie } = await loginAsCustomer(app, db);
  const lines = [{ product, quantity: 1 }];
  const shipping = await quotedShipping(app, lines);
  const totals = orderTotals(toCents(product.price), "7.25", toCents(shipping));
  const order = async () => {
    const token = await testToken(app, { zip: CA_ADDRESS.zipCode });
    const res = await charge(
      app,
      {
        opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
        opaqueDataValue: token,
        amount: totals.total,
        orderData: { ...buildOrderData(cartItems(lines)), ...totals },
      },
      { cookie, "idempotency-key": crypto.randomUUID() },
    );
    if (res.statusCode !== 200) throw new Error(`charge: ${res.statusCode} ${res.body}`);
  };
  await order(); // warm-up: caches filled
  await deps.mailWorker.drain();
  recording = true;
  await order();
  recording = false;
  console.log(`${recorded.length} statements for one order (token request + charge):`);
  for (const text of recorded) console.log(`  ${text}`);
  recorded.length = 0;
  recording = true;
  await deps.mailWorker.drain();
  recording = false;
  console.log(`${recorded.length} statements of the mail worker for that order:`);
  for (const text of recorded) console.log(`  ${text}`);
} finally {
  await testApp.close();
}
