import { describe, expect, it } from "vitest";
import { searchTsQueries, standIns } from "./catalog-search";

const word = (token: string, similar: [string, number][]) => ({
  token,
  similar: similar.map(([w, similarity]) => ({ word: w, similarity })),
});

describe("the words that stand in for a typed one", () => {
  it.each([
    // A word the catalog lacks: its look-alikes of about its length.
    [word("helmholz", [["helmholtz", 0.58]]), ["helmholtz"]],
    [
      word("cabel", [
        ["cable", 0.33],
        ["cables", 0.3],
      ]),
      ["cable", "cables"],
    ],
    [
      word("probs", [
        ["probe", 0.5],
        ["probes", 0.44],
        ["problems", 0.36],
      ]),
      ["probe", "probes"],
    ],
    // Never a word found inside the typed one.
    [word("thermocouple", [["couple", 0.33]]), []],
    // A word the catalog has: only its close variants.
    [
      word("probe", [
        ["probe", 1],
        ["probes", 0.63],
        ["problem", 0.4],
      ]),
      ["probes"],
    ],
    [
      word("coil", [
        ["coil", 1],
        ["coils", 0.57],
        ["foil", 0.25],
      ]),
      ["coils"],
    ],
  ])("%j -> %j", (typed, expected) => {
    expect(standIns(typed)).toEqual(expected);
  });
});

describe("the search's tsquery texts", () => {
  it("asks for every word, as a prefix, or one of its stand-ins", () => {
    expect(
      searchTsQueries([
        word("curent", [["current", 0.5]]),
        word("probe", [
          ["probe", 1],
          ["probes", 0.63],
        ]),
      ]),
    ).toEqual({
      exact: "'curent':* & 'probe':*",
      tolerant: "('curent':* | 'current') & ('probe':* | 'probes')",
    });
  });

  it("quotes what the parser may leave in a word, and takes a lone character as itself", () => {
    expect(searchTsQueries([word("it's", []), word("a\\b", []), word("3", [])]).exact).toBe("'it''s':* & 'a\\\\b':* & '3'");
  });
});
