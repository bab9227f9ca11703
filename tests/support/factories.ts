import type { ProductInput } from "../../src/shared/contracts/catalog";
import { normalizeOptionDefaults } from "../../src/shared/contracts/catalog";
import type { OrderLine } from "../../src/shared/contracts/order-line";
import { DEFAULT_STAFF_PERMISSIONS, type StaffPermission } from "../../src/shared/contracts/permissions";
import { fromCents, toCents } from "../../src/shared/money";
import type { Db } from "../../src/server/db/client";
import { categories, products } from "../../src/server/db/schema/catalog";
import { orders } from "../../src/server/db/schema/orders";
import { users } from "../../src/server/db/schema/users";
import { stateTaxRates } from "../../src/server/db/schema/shop";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { OWNER_USERNAME } from "../../src/server/domain/accounts/credentials";
import { ensureAdmin } from "../../src/server/features/accounts/accounts.service";
import type { AppInstance } from "../../src/server/app-types";
import { ADMIN_EMAIL, ADMIN_PASSWORD, sessionCookie } from "./test-app";

let sequence = 0;
const next = () => ++sequence;

/**
 * A fixture account's password hash: argon2id like the shop's, at the smallest cost (64 KiB, one
 * pass) instead of the shop's 19 MiB and two passes. The shop's own login verifies it unchanged, since
 * argon2 keeps its parameters in the hash, at ~1 ms instead of ~40 ms a sign-in: tests sign in
 * thousands of times. The shop's own hashing (registration, password changes) keeps its cost.
 */
const fixtureHash = (password: string) => hash(password, { memoryCost: 64, timeCost: 1, parallelism: 1 });

export function buildCategory(overrides: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  return { name: `Test Category ${n}`, description: `Instruments of test category ${n}.`, image: null, fileUrl: null, ...overrides };
}

export async function createCategory(db: Db, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const [row] = await db.insert(categories).values(buildCategory(overrides)).returning();
  return row!;
}

/** A product body as the admin form sends it. */
export function buildProductInput(overrides: Partial<ProductInput> = {}): ProductInput {
  const n = next();
  return {
    name: `Test Probe ${n}`,
    category: "Near-Field Probes",
    price: "199.00",
    inStock: 10,
    weightLbs: "1.50",
    lengthIn: "10.00",
    widthIn: "8.00",
    heightIn: "3.00",
    image: `/catalog/products/test-${n}.svg`,
    description: "A shielded loop probe for locating magnetic-field emissions on circuit boards.",
    specifications: "Frequency range: 1 MHz to 3 GHz\nConnector: SMA female",
    options: [],
    highlightedSpecs: [{ name: "Frequency range", value: "1 MHz - 3 GHz" }],
    pdfTitle: null,
    pdfUrl: null,
    ...overrides,
  };
}

export async function createProduct(db: Db, overrides: Partial<typeof products.$inferInsert> & { categoryId?: number } = {}) {
  const categoryId = overrides.categoryId ?? (await createCategory(db)).id;
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      name: `Test Probe ${n}`,
      description: "A shielded loop probe for locating magnetic-field emissions on circuit boards.",
      image: `/catalog/products/test-${n}.svg`,
      price: "199.00",
      inStock: 10,
      specifications: "Frequency range: 1 MHz to 3 GHz",
      weightLbs: "1.50",
      lengthIn: "10.00",
      widthIn: "8.00",
      heightIn: "3.00",
      ...overrides,
      options: normalizeOptionDefaults(overrides.options ?? []),
      categoryId,
    })
    .returning();
  return row!;
}

export async function createTaxRate(db: Db, state: string, taxRate: string) {
  const [row] = await db.insert(stateTaxRates).values({ state, taxRate }).returning();
  return row!;
}

export async function createUser(
  db: Db,
  overrides: {
    username?: string;
    password?: string;
    email?: string;
    emailVerified?: boolean;
    name?: string;
    role?: "customer" | "staff" | "owner";
    /** A staff member's; none (the column's default) when left out. */
    permissions?: StaffPermission[];
  } = {},
) {
  const n = next();
  const password = overrides.password ?? "customer-password-1";
  const [row] = await db
    .insert(users)
    .values({
      username: overrides.username ?? `customer${n}`,
      email: overrides.email ?? null,
      emailVerifiedAt: overrides.emailVerified ? new Date() : null,
      name: overrides.name ?? null,
      passwordHash: await fixtureHash(password),
      role: overrides.role ?? "customer",
      ...(overrides.permissions ? { permissions: overrides.permissions } : {}),
    })
    .returning();
  return { ...row!, password };
}

/** Creates a customer and returns its session cookie. */
export async function loginAsCustomer(
  app: AppInstance,
  db: Db,
  username?: string,
): Promise<{ cookie: string; userId: number; username: string }> {
  const user = await createUser(db, { username });
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { username: user.username, password: user.password } });
  return { cookie: sessionCookie(res), userId: user.id, username: user.username };
}

/** Creates a staff member (role staff unless told) and returns the row with its password and a session cookie. */
/** Creates a staff member (by default with the default permissions, catalog and orders) and signs them in. */
export async function loginAsStaff(
  app: AppInstance,
  db: Db,
  overrides: { email?: string; role?: "staff" | "owner"; permissions?: StaffPermission[] } = {},
) {
  const n = next();
  const email = overrides.email ?? `staff${n}@gravensteinrf.com`;
  const user = await createUser(db, {
    username: `staff-test-${n}`,
    email,
    emailVerified: true,
    name: `Staff ${n}`,
    role: overrides.role ?? "staff",
    permissions: overrides.permissions ?? [...DEFAULT_STAFF_PERMISSIONS],
  });
  const res = await app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password: user.password } });
  return { ...user, email, cookie: sessionCookie(res) };
}

/**
 * Creates (or refreshes) the owner from ADMIN_EMAIL as start-up does, and returns its session cookie.
 * A missing owner is first written with a fixture hash of ADMIN_PASSWORD (ensureAdmin then finds it
 * as it should be and changes nothing); its own creation is tested in accounts-startup.test.ts.
 */
export async function loginAsAdmin(app: AppInstance, db: Db): Promise<string> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, OWNER_USERNAME));
  if (!owner) {
    const passwordHash = await fixtureHash(ADMIN_PASSWORD);
    await db
      .insert(users)
      .values({ username: OWNER_USERNAME, email: ADMIN_EMAIL, emailVerifiedAt: new Date(), name: "Owner", passwordHash, role: "owner" });
  }
  await ensureAdmin(db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const res = await app.inject({ method: "POST", url: "/api/admin/login", payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  return sessionCookie(res);
}

/** One line of orders.items as the checkout records it (OrderLine): a product without options by default. */
export function buildOrderLine(
  product: { id: string; name: string; price?: string } = { id: "00000000-0000-4000-8000-000000000001", name: "101A EMC Probe Set" },
  quantity = 1,
): OrderLine {
  const price = product.price ?? "100.00";
  return {
    productId: product.id,
    productName: product.name,
    product: { id: product.id, name: product.name, price, image: "/catalog/products/101a.svg", category: "Near-Field Probes" },
    price,
    quantity,
    selectedOption: null,
    lineTotal: fromCents(toCents(price) * quantity),
  };
}

/**
 * An order row as checkout records it, paid by default (only paid and review orders are
 * visible to the admin). Totals are given, not computed: pass them consistently.
 */
export async function createOrder(db: Db, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const n = next();
  const items = JSON.stringify([buildOrderLine()]);
  const [row] = await db
    .insert(orders)
    .values({
      customerName: `Test Customer ${n}`,
      customerEmail: `customer${n}@example.com`,
      customerPhone: "707-555-0100",
      billingStreet: "100 Main St",
      billingCity: "Sebastopol",
      billingState: "CA",
      billingZipCode: "95472",
      billingCountry: "United States",
      street: "100 Main St",
      city: "Sebastopol",
      state: "CA",
      zipCode: "95472",
      country: "United States",
      items,
      subtotal: "100.00",
      taxRate: "0.00",
      taxAmount: "0.00",
      shippingMethod: "03",
      shippingServiceName: "Delivery in 1-5 business days",
      shippingCost: "15.00",
      total: "115.00",
      status: "pending",
      paymentStatus: "paid",
      ...overrides,
    })
    .returning();
  return row!;
}

/** A saved-address body as the account page sends it (Palo Alto, CA). */
export function buildAddress(overrides: object = {}) {
  return {
    label: "Lab",
    name: "Grace Hopper",
    companyName: "Hopper Labs",
    phone: "707-555-0142",
    street: "4000 El Camino Real",
    city: "Palo Alto",
    state: "CA",
    zipCode: "94306",
    country: "United States",
    ...overrides,
  };
}
