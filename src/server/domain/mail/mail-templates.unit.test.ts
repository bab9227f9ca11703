// One snapshot per kind of mail: the HTML and the plain-text part its template renders from the
// sample props (fixed date and origin), so a change to any mail's words or layout shows in review.
import { describe, expect, it } from "vitest";
import { MAIL_KIND_NAMES, subjectOf } from "./mail-kinds";
import { pretty } from "@react-email/render";
import { renderMail } from "./mail-render";
import { sampleTemplate } from "./mail-samples";

const ORIGIN = "https://shop.example";
const TODAY = "2026-11-27";

describe.each(MAIL_KIND_NAMES)("the %s mail", (kind) => {
  it("renders HTML with a plain-text part that keeps its links", async () => {
    const template = sampleTemplate(kind, ORIGIN, TODAY);
    const mail = await renderMail(template);
    expect(mail.subject).toBe(subjectOf(template));
    const links = [...mail.html.matchAll(/href="(https?:[^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
    for (const link of links) expect(mail.text, link).toContain(link);
    await expect(`Subject: ${mail.subject}\n\n${mail.text}\n`).toMatchFileSnapshot(`__snapshots__/${kind}.txt`);
    // Indented for review; the mail sends the same markup unindented.
    await expect(await pretty(mail.html)).toMatchFileSnapshot(`__snapshots__/${kind}.html`);
  });
});
