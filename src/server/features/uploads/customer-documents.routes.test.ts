import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { objectUploads } from "../../db/schema/uploads";
import { users } from "../../db/schema/users";
import { loginAsCustomer, loginAsStaff } from "../../../../tests/support/factories";
import { PDF, PNG, uploadDocument, type CustomerDocumentKind } from "../../../../tests/support/uploads";
import { useTestApp } from "../../../../tests/support/use-test-app";

// Extensions §11: customers' documents are served to their uploader and to staff only, never cached
// by anyone else; the shop's own pictures and documents stay public.

const t = useTestApp({ admin: true });

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** An object stored the way the admin's client does it; answers its path. */
async function adminUpload(kind: "images" | "uploads", body: Buffer) {
  const res = await t.app.inject({
    method: "POST",
    url: kind === "images" ? "/api/images/upload" : "/api/objects/upload",
    headers: { cookie: t.admin },
  });
  const url = new URL(res.json<{ uploadURL: string }>().uploadURL);
  const put = await t.app.inject({ method: "PUT", url: `${url.pathname}${url.search}`, payload: body });
  expect(put.statusCode, put.body).toBe(200);
  return put.json<{ objectPath: string }>().objectPath;
}

describe.each<[CustomerDocumentKind, Buffer]>([
  ["certificates", PNG],
  ["purchase-orders", PDF],
])("a customer's %s", (kind, body) => {
  it("are served to the customer who uploaded them and to staff and the owner, with private, no-store", async () => {
    const customer = await loginAsCustomer(t.app, t.deps.db);
    const path = await uploadDocument(t.app, customer.cookie, kind, body);
    // Staff read them with the permission of the work they belong to (extensions §11).
    const staff = await loginAsStaff(t.app, t.deps.db, { permissions: [kind === "certificates" ? "customers" : "orders"] });
    for (const [who, cookie] of [
      ["uploader", customer.cookie],
      ["staff", staff.cookie],
      ["owner", t.admin],
    ] as const) {
      const res = await get(path, cookie);
      expect(res.statusCode, who).toBe(200);
      expect(res.rawPayload.equals(body), who).toBe(true);
      expect(res.headers["cache-control"], who).toBe("private, no-store");
      expect(res.headers["x-content-type-options"], who).toBe("nosniff");
    }
  });

  it("are 401 to anonymous visitors and 404 to other customers, like a name that does not exist", async () => {
    const customer = await loginAsCustomer(t.app, t.deps.db);
    const path = await uploadDocument(t.app, customer.cookie, kind, body);
    const anonymous = await get(path);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Not logged in" });

    const other = await loginAsCustomer(t.app, t.deps.db);
    const missing = `/objects/${kind}/5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e`;
    for (const url of [path, missing, `/objects/${kind}/not-a-name`]) {
      const res = await get(url, other.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: "Object not found" });
    }
    expect((await get(missing)).statusCode).toBe(401);
  });

  it("with no uploader on record (stored before uploads were recorded) are served to staff only", async () => {
    const customer = await loginAsCustomer(t.app, t.deps.db);
    const path = await uploadDocument(t.app, customer.cookie, kind, body);
    await t.deps.db.delete(objectUploads);
    expect((await get(path, customer.cookie)).statusCode).toBe(404);
    expect((await get(path, t.admin)).statusCode).toBe(200);
  });
});

describe("the shop's own pictures and documents", () => {
  it("stay public with long caching", async () => {
    for (const [kind, body] of [
      ["images", PNG],
      ["uploads", PDF],
    ] as const) {
      const path = await adminUpload(kind, body);
      const res = await get(path);
      expect(res.statusCode, kind).toBe(200);
      expect(res.headers["cache-control"], kind).toBe("public, max-age=31536000, immutable");
    }
  });
});

describe("upload URLs", () => {
  it("record the account that asked for each one, whatever the kind", async () => {
    const customer = await loginAsCustomer(t.app, t.deps.db);
    const certificate = await uploadDocument(t.app, customer.cookie, "certificates", PNG);
    const purchaseOrder = await uploadDocument(t.app, customer.cookie, "purchase-orders");
    const image = await adminUpload("images", PNG);
    const [owner] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.role, "owner"));
    const recorded = (await t.deps.db.select().from(objectUploads)).map((row) => [`/objects/${row.kind}/${row.name}`, row.uploadedBy]);
    expect(recorded.sort()).toEqual(
      [
        [certificate, customer.userId],
        [purchaseOrder, customer.userId],
        [image, owner!.id],
      ].sort(),
    );
  });
});
