import { describe, expect, it } from "vitest";
import { parseCompareIds, toggledIds } from "./compare";

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe("the products chosen to compare", () => {
  it("reads a stored list of ids, at most four, each once, and nothing from anything else", () => {
    expect(parseCompareIds(JSON.stringify([id(1), id(2).toUpperCase(), id(2), "not-an-id", 7]))).toEqual([id(1), id(2)]);
    expect(parseCompareIds(JSON.stringify([1, 2, 3, 4, 5, 6].map(id)))).toEqual([1, 2, 3, 4].map(id));
    for (const raw of [null, "", "{", '{"a":1}', '"x"']) expect(parseCompareIds(raw)).toEqual([]);
  });

  it("adds a product at the end, removes a chosen one, and keeps four when a fifth is asked for", () => {
    expect(toggledIds([id(1)], id(2))).toEqual([id(1), id(2)]);
    expect(toggledIds([id(1), id(2)], id(1))).toEqual([id(2)]);
    expect(toggledIds([1, 2, 3, 4].map(id), id(5))).toEqual([1, 2, 3, 4].map(id));
  });
});
