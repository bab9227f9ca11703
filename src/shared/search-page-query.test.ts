import { describe, expect, it } from "vitest";
import { compareIds, comparePath } from "./compare-query";
import { searchPageQuery, searchPagePath, searchQueryString } from "./search-page-query";

const categories = [{ name: "RF Helmholtz Coils" }, { name: "Probe Amplifiers" }];
const read = (search: string) => searchPageQuery(new URLSearchParams(search), categories);

describe("the search page's query, as the server's cache and the browser read it", () => {
  it("keeps the words trimmed with single spaces, a category we sell by its own name, prices as amounts", () => {
    expect(read("q=%20%20helmholz%20%20coil%20&category=rf%20helmholtz%20COILS&minPrice=100&maxPrice=2500.5")).toEqual({
      q: "helmholz coil",
      category: "RF Helmholtz Coils",
      minPrice: "100.00",
      maxPrice: "2500.50",
    });
  });

  it("drops what it cannot use: unknown categories, bad amounts, a maximum below the minimum, filters without words", () => {
    expect(read("q=probe&category=Oscilloscopes&minPrice=cheap&maxPrice=-5")).toEqual({ q: "probe" });
    expect(read("q=probe&minPrice=500&maxPrice=100")).toEqual({ q: "probe", minPrice: "500.00" });
    expect(read("category=Probe%20Amplifiers&minPrice=10")).toEqual({ q: "" });
    expect(read(`q=${"x".repeat(300)}`).q).toHaveLength(200);
  });

  it("writes the query in one order, the same for the page's URL and GET /api/search", () => {
    const query = read("maxPrice=900&q=current probe&category=probe amplifiers");
    expect(searchQueryString(query)).toBe("q=current+probe&category=Probe+Amplifiers&maxPrice=900.00");
    expect(searchPagePath(query)).toBe("/search?q=current+probe&category=Probe+Amplifiers&maxPrice=900.00");
    expect(searchPagePath({ q: "" })).toBe("/search");
  });
});

describe("the compare page's ids", () => {
  it("takes the first four named, each once, in lower case", () => {
    expect(compareIds("A,b, a ,c,d,e")).toEqual(["a", "b", "c"]);
    expect(compareIds("a,b,c,d,e,f")).toEqual(["a", "b", "c", "d"]);
    expect(compareIds(null)).toEqual([]);
    expect(comparePath(["a", "b"])).toBe("/compare?ids=a,b");
    expect(comparePath([])).toBe("/compare");
  });
});
