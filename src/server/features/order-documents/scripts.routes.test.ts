import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createOrder, buildOrderLine, loginAsCustomer } from "../../../../tests/support/factories";
import { pdfText } from "../../../../tests/support/pdf-text";
import { useTestApp } from "../../../../tests/support/use-test-app";

// Extensions §9: every paper prints names and addresses as typed, in any script, in an embedded font
// subset to the glyphs used. Read back as a reader does (pdftotext), and the fonts as pdffonts lists them.

const t = useTestApp({ admin: true });
const run = promisify(execFile);

/** One buyer per script, each with a company and an address in it. */
const BUYERS = [
  { script: "Japanese", name: "山田 太郎", company: "株式会社東京電波計測", street: "千代田区丸の内1-1", city: "東京都" },
  { script: "Chinese", name: "张伟", company: "北京电磁兼容测试有限公司", street: "海淀区中关村大街27号", city: "北京市" },
  { script: "Korean", name: "김민준", company: "서울전파연구소", street: "강남구 테헤란로 152", city: "서울" },
  { script: "Cyrillic", name: "Иван Петров", company: "ООО «Радиоизмерения»", street: "ул. Тверская, 7", city: "Москва" },
  { script: "Greek", name: "Γιώργος Παπαδόπουλος", company: "Ηλεκτρομαγνητική Α.Ε.", street: "Οδός Ερμού 25", city: "Αθήνα" },
  {
    script: "accented Latin",
    name: "Zoë Dvořák-Łukasiewicz",
    company: "Société Électronique Müller & Søn",
    street: "Øster Allé 5",
    city: "Łódź",
  },
] as const;

async function pdfFonts(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pdf-fonts-"));
  try {
    const file = path.join(dir, "document.pdf");
    await writeFile(file, pdf);
    return (await run("pdffonts", [file])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const squash = (text: string) => text.replace(/\s+/g, " ");

describe("names and addresses in any script on the papers", () => {
  for (const buyer of BUYERS) {
    it(`prints a ${buyer.script} name, company and address as typed on the invoice and the packing slip`, async () => {
      const me = await loginAsCustomer(t.app, t.deps.db);
      const order = await createOrder(t.deps.db, {
        userId: me.userId,
        customerName: buyer.name,
        companyName: buyer.company,
        billingStreet: buyer.street,
        billingCity: buyer.city,
        street: buyer.street,
        city: buyer.city,
        items: JSON.stringify([buildOrderLine({ id: crypto.randomUUID(), name: `Probe set for ${buyer.name}`, price: "340.00" }, 1)]),
        paidAt: new Date(),
      });

      for (const url of [`/api/user/orders/${order.id}/invoice.pdf`, `/api/admin/orders/${order.id}/packing-slip.pdf`]) {
        const res = await t.app.inject({ method: "GET", url, headers: { cookie: url.includes("/admin/") ? t.admin : me.cookie } });
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        // pdftotext -layout may put the columns' lines side by side: compare within each line.
        const text = squash(await pdfText(res.rawPayload));
        for (const typed of [buyer.name, buyer.company, buyer.street, buyer.city]) expect(text).toContain(typed);
        expect(text).not.toContain("?");

        // Every font is embedded and subset (a tag like "ABCDEF+" before its name); none is a standard font.
        const fonts = (await pdfFonts(res.rawPayload))
          .split("\n")
          .slice(2)
          .filter((row) => row.trim() !== "");
        expect(fonts.length).toBeGreaterThan(0);
        for (const row of fonts) {
          expect(row).toMatch(/^[A-Z]{6}\+NotoSans/);
          expect(row).toMatch(/ yes +yes +yes /);
        }
      }
    });
  }

  it("sets a page of Latin text in Noto Sans alone, and small: only the glyphs used are embedded", async () => {
    const me = await loginAsCustomer(t.app, t.deps.db);
    const order = await createOrder(t.deps.db, { userId: me.userId, customerName: "Ada Lovelace", paidAt: new Date() });
    const res = await t.app.inject({ method: "GET", url: `/api/user/orders/${order.id}/invoice.pdf`, headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    const fonts = await pdfFonts(res.rawPayload);
    expect(fonts).not.toMatch(/NotoSans(JP|SC|KR)/);
    // The whole Noto Sans face is 629 KB a weight; two weights' subsets stay far below that.
    expect(res.rawPayload.length).toBeLessThan(120_000);
  });

  it("prints what no face can draw (an emoji) as one ? and keeps the rest of the name", async () => {
    const me = await loginAsCustomer(t.app, t.deps.db);
    const order = await createOrder(t.deps.db, { userId: me.userId, customerName: "Ada 📡 Lovelace", paidAt: new Date() });
    const res = await t.app.inject({ method: "GET", url: `/api/user/orders/${order.id}/invoice.pdf`, headers: { cookie: me.cookie } });
    expect(squash(await pdfText(res.rawPayload))).toContain("Ada ? Lovelace");
  });
});
