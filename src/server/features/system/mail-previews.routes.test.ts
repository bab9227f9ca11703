import { describe, expect, it } from "vitest";
import { loginAsCustomer, loginAsStaff } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";
import type { MailPreview, MailPreviewList } from "../../../shared/contracts/mail-previews";
import { mailOutbox } from "../../db/schema/system";
import { MAIL_KIND_NAMES } from "../../domain/mail/mail-kinds";

const t = useTestApp({ admin: true });

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, ...(cookie ? { headers: { cookie } } : {}) });

describe("e-mail previews (Admin › Settings)", () => {
  it("lists every kind of mail the shop sends, each with a title", async () => {
    const res = await get("/api/admin/mail-previews", t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { kinds } = res.json<MailPreviewList>();
    expect(kinds.map((k) => k.kind)).toEqual(MAIL_KIND_NAMES);
    expect(kinds.find((k) => k.kind === "order-confirmation")?.title).toBe("Order confirmation (to the customer)");
    for (const kind of kinds) expect(kind.title.length).toBeGreaterThan(3);
  });

  it("renders each kind with sample data from the catalog, marked as a preview, HTML and text, and sends nothing", async () => {
    for (const kind of MAIL_KIND_NAMES) {
      const res = await get(`/api/admin/mail-previews/${kind}`, t.admin);
      expect(res.statusCode, kind).toBe(200);
      const preview = res.json<MailPreview>();
      expect(preview.kind).toBe(kind);
      expect(preview.subject, kind).toMatch(/^\[Preview\] /);
      expect(preview.html, kind).toMatch(/^<!DOCTYPE html/i);
      expect(preview.html, kind).toContain("Preview with sample data, not sent to anyone.");
      expect(preview.text, kind).toContain("Gravenstein RF Instruments");
      expect(preview.text, kind).not.toContain("<");
    }
    const order = (await get("/api/admin/mail-previews/order-confirmation", t.admin)).json<MailPreview>();
    // The seed catalog's products, their build-to-order note and the shop's links (this request's origin).
    expect(order.text).toMatch(/^1 x 101A EMC Probe Set \(\+ Probe set with case and cable\) @ \$1,095\.00 = \$1,095\.00$/m);
    expect(order.text).toContain("(Built to order. Ships in about 28 days)");
    expect(order.html).toContain("101A EMC Probe Set");
    const reset = (await get("/api/admin/mail-previews/password-reset", t.admin)).json<MailPreview>();
    expect(reset.text).toMatch(/Choose a new password http:\/\/localhost(:\d+)?\/reset-password\?token=/);
    expect(await t.deps.db.select().from(mailOutbox)).toEqual([]);
  });

  it("answers 404 for a kind there is not", async () => {
    for (const kind of ["no-such-mail", "__proto__", "toString", "ORDER-CONFIRMATION"]) {
      const res = await get(`/api/admin/mail-previews/${kind}`, t.admin);
      expect(res.statusCode, kind).toBe(404);
      expect(res.json()).toEqual({ message: "No such kind of e-mail" });
    }
  });

  it("is the owner's alone: 401 without a session, 403 for staff and customers", async () => {
    const staff = await loginAsStaff(t.app, t.deps.db, {
      permissions: ["catalog", "orders", "refunds", "customers", "service", "discounts"],
    });
    const { cookie: customer } = await loginAsCustomer(t.app, t.deps.db);
    for (const url of [
      "/api/admin/mail-previews",
      "/api/admin/mail-previews/order-confirmation",
      "/api/admin/mail-previews/no-such-mail",
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, staff.cookie)).statusCode, url).toBe(403);
      expect((await get(url, customer)).statusCode, url).toBe(403);
    }
  });
});
