import { describe, expect, it } from "vitest";
import { nameTokens, parseAddresses, ScreeningIndex, tokensMatch, type ScreeningEntry } from "./screening";

const entry = (id: number, name: string, more: Partial<ScreeningEntry> = {}): ScreeningEntry => ({
  id,
  source: "Entity List (EL) - Bureau of Industry and Security",
  entityNumber: "",
  type: "Entity",
  name,
  altNames: [],
  programs: "EAR",
  addresses: [],
  ...more,
});

const index = new ScreeningIndex([
  entry(1, "Ivan Sergeyevich PETROV", { type: "Individual" }),
  entry(2, "Rostelemetriya Instruments OOO", { altNames: ["Rostelemetry", "RTM Instruments"] }),
  entry(3, "Mohammad Hassan Karimi", { type: "Individual", programs: "SDGT" }),
  entry(4, "Global Trading Ltd"),
  entry(5, "Nordlicht Elektronik GmbH", {
    addresses: parseAddresses("Müllerstraße 12, Düsseldorf, NRW, 40210, DE; Box 7, , , , AE"),
  }),
  entry(6, "Zhōngshān Wēibō Kējì"),
]);

const screen = (party: { customerName?: string; companyName?: string | null; street?: string; city?: string }) =>
  index.screen({
    customerName: party.customerName ?? "Ada Lovelace",
    companyName: party.companyName ?? null,
    addresses: [{ street: party.street ?? "1 Main St", city: party.city ?? "Springfield" }],
  });

describe("screening: who matches an entry closely", () => {
  // [what, the buyer, the entry's name it matches or null]
  const cases: [string, Parameters<typeof screen>[0], string | null][] = [
    ["the same name", { customerName: "Ivan Sergeyevich Petrov" }, "Ivan Sergeyevich PETROV"],
    ["case and word order ignored", { customerName: "PETROV ivan sergeyevich" }, "Ivan Sergeyevich PETROV"],
    ["accents ignored", { customerName: "Ivan Sergéyevich Petróv" }, "Ivan Sergeyevich PETROV"],
    ["a one-letter spelling variant of a long word", { customerName: "Mohammed Hassan Karimi" }, "Mohammad Hassan Karimi"],
    ["a company by its alt name", { companyName: "Rostelemetry" }, "Rostelemetriya Instruments OOO"],
    ["a company with another legal form", { companyName: "Rostelemetriya Instruments GmbH" }, "Rostelemetriya Instruments OOO"],
    ["a company with a Ltd suffix", { companyName: "Nordlicht Elektronik Ltd." }, "Nordlicht Elektronik GmbH"],
    ["a company without its suffix", { companyName: "nordlicht elektronik" }, "Nordlicht Elektronik GmbH"],
    ["tones and marks ignored", { companyName: "Zhongshan Weibo Keji" }, "Zhōngshān Wēibō Kējì"],
    ["an address by street and city", { street: "Mullerstrasse 12", city: "Dusseldorf" }, "Nordlicht Elektronik GmbH"],
    ["a one-letter variant in each word", { customerName: "Mohammed Hasan Karimi" }, "Mohammad Hassan Karimi"],
    ["an address as the list writes it", { street: "Müllerstraße 12", city: "Düsseldorf" }, "Nordlicht Elektronik GmbH"],
    ["an address, case and word order ignored", { street: "12 MÜLLERSTRAßE", city: "düsseldorf" }, "Nordlicht Elektronik GmbH"],
    // near misses
    ["a different first name", { customerName: "Oleg Sergeyevich Petrov" }, null],
    ["a part of the name only", { customerName: "Ivan Petrov" }, null],
    ["one shared common word", { companyName: "Global Instruments Ltd" }, null],
    ["a shared common word and a suffix", { companyName: "Global Trading Partners GmbH" }, null],
    ["a legal form alone", { companyName: "GmbH" }, null],
    ["two edits in one word", { customerName: "Muhammed Hassan Karimi" }, null],
    ["a short word one letter off", { companyName: "RTN Instruments" }, null],
    ["the same street in another city", { street: "Müllerstraße 12", city: "Köln" }, null],
    ["another number on the street", { street: "Müllerstraße 14", city: "Düsseldorf" }, null],
    ["an entry address without a street", { street: "Box 7", city: "" }, null],
  ];
  it.each(cases)("%s", (_what, party, expected) => {
    expect(screen(party)?.entryName ?? null).toBe(expected);
  });

  it("says what matched, from which list and programs", () => {
    expect(screen({ companyName: "RTM Instruments" })).toEqual({
      entryName: "Rostelemetriya Instruments OOO",
      source: "Entity List (EL) - Bureau of Industry and Security",
      programs: "EAR",
      entityNumber: "",
      field: "company",
      value: "RTM Instruments",
    });
  });
});

describe("screening helpers", () => {
  it("normalises names to sorted tokens without legal forms", () => {
    expect(nameTokens("  ŠKODA  Export, s.r.o.  Ltd ")).toEqual(["export", "o", "r", "s", "skoda"]);
    expect(tokensMatch(["a"], ["b"])).toBe(false);
    expect(tokensMatch([], [])).toBe(false);
  });

  it("reads the CSL's addresses, a street with commas included", () => {
    expect(parseAddresses("Bldg 4, Ulitsa Lenina 1, Moscow, , 123456, RU; , Tehran, , , IR")).toEqual([
      { street: "Bldg 4, Ulitsa Lenina 1", city: "Moscow", state: "", postalCode: "123456", country: "RU" },
      { street: "", city: "Tehran", state: "", postalCode: "", country: "IR" },
    ]);
  });
});
