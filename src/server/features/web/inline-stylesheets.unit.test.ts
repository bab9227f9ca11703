import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./web.routes";

const template = `<head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-DnLx2dPe.css">
  </head>`;

describe("inlineStylesheets", () => {
  it("puts the built stylesheet in a <style> element in place of its link", () => {
    const html = inlineStylesheets(template, (href) => (href === "/assets/index-DnLx2dPe.css" ? "body{color:red}\n" : undefined));
    expect(html).toContain("<style>body{color:red}</style>");
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
  });

  it("keeps the link when the file is missing or could close the <style> element", () => {
    expect(inlineStylesheets(template, () => undefined)).toBe(template);
    expect(inlineStylesheets(template, () => 'a::after{content:"</style><script>"}')).toBe(template);
  });
});
