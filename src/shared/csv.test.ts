import { describe, expect, it } from "vitest";
import { csvField, csvRow } from "./csv";

describe("CSV writer", () => {
  it("quotes fields with commas, quotes, CR or LF (RFC 4180) and ends rows with CRLF", () => {
    expect(csvRow(["plain", 'say "hi"', "a,b", "two\nlines", null, 3])).toBe('plain,"say ""hi""","a,b","two\nlines",,3\r\n');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ["+1 707 555 0100", "'+1 707 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
  ])("neutralises %j", (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it("leaves the shop's own numbers alone", () => {
    expect(csvField({ raw: "115.00" })).toBe("115.00");
    expect(csvField("Hopper Labs = fine")).toBe("Hopper Labs = fine");
  });
});
