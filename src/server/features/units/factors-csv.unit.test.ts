import { describe, expect, it } from "vitest";
import { MAX_FACTOR_ROWS, parseFactorsCsv } from "./factors-csv";

describe("a factors file", () => {
  it("reads a file in hertz as it is written", () => {
    expect(parseFactorsCsv("frequency_hz,factor_db\n1000000,20.5\n10000000,-3\n")).toEqual({
      ok: true,
      points: [
        { frequencyHz: 1_000_000, factorDb: 20.5 },
        { frequencyHz: 10_000_000, factorDb: -3 },
      ],
    });
  });

  it("turns megahertz into exact hertz, exponents included", () => {
    const parsed = parseFactorsCsv("frequency_mhz,factor_db\n1.1,1\n0.15,2\n2.5e3,3\n");
    // 0.15 after 1.1 is not increasing: the first rule broken is the one named.
    expect(parsed).toEqual({ ok: false, message: expect.stringMatching(/^line 3: the frequency must be higher than on line 2/) });
    expect(parseFactorsCsv("frequency_mhz,factor_db\n0.15,2\n1.1,1\n2.5e3,3\n")).toEqual({
      ok: true,
      points: [
        { frequencyHz: 150_000, factorDb: 2 },
        { frequencyHz: 1_100_000, factorDb: 1 },
        { frequencyHz: 2_500_000_000, factorDb: 3 },
      ],
    });
  });

  it("takes a spreadsheet's export: a byte-order mark, CRLF, spaces, capitals and blank lines, counted as lines", () => {
    const parsed = parseFactorsCsv("\uFEFFFrequency_MHz , Factor_dB\r\n1 , 2\r\n\r\n3,4\r\n\r\n");
    expect(parsed).toEqual({
      ok: true,
      points: [
        { frequencyHz: 1e6, factorDb: 2 },
        { frequencyHz: 3e6, factorDb: 4 },
      ],
    });
    expect(parseFactorsCsv("frequency_hz,factor_db\n10,1\n\nx,2\n")).toEqual({
      ok: false,
      message: 'line 4: the frequency "x" is not a number',
    });
  });

  it.each([
    ["a wrong header", "freq,db\n1,2\n3,4\n", /^line 1: the header must be frequency_hz,factor_db or frequency_mhz,factor_db$/],
    ["no header at all", "1,2\n3,4\n", /^line 1: the header/],
    ["an empty file", "", /^line 1: the header/],
    ["only one row", "frequency_hz,factor_db\n10,1\n", /^the file has 1 row of factors after its header; at least 2 are needed$/],
    ["no rows", "frequency_hz,factor_db\n", /^the file has 0 rows/],
    ["a frequency that repeats", "frequency_hz,factor_db\n10,1\n20,1\n20,2\n", /^line 4: the frequency must be higher than on line 3/],
    ["a frequency that falls", "frequency_hz,factor_db\n10,1\n5,1\n", /^line 3: the frequency must be higher than on line 2/],
    ["a factor that is text", "frequency_hz,factor_db\n10,1\n20,high\n", /^line 3: the factor "high" is not a number$/],
    ["a number with a unit", "frequency_hz,factor_db\n10 MHz,1\n20,1\n", /^line 2: the frequency "10 MHz" is not a number$/],
    [
      "a third column",
      "frequency_hz,factor_db\n10,1,3\n20,1\n",
      /^line 2: a row has two numbers, the frequency in Hz and the factor in dB/,
    ],
    ["a semicolon list", "frequency_mhz,factor_db\n10;1\n20;1\n", /^line 2: a row has two numbers, the frequency in MHz/],
    ["a frequency of zero", "frequency_hz,factor_db\n0,1\n20,1\n", /^line 2: the frequency must be above zero$/],
    ["an infinite number", "frequency_hz,factor_db\n10,1\n1e999,1\n", /^line 3: the frequency "1e999" is not a number$/],
    ["an empty field", "frequency_hz,factor_db\n10,\n20,1\n", /^line 2: the factor "" is not a number$/],
  ])("refuses %s, naming the first bad line", (_case, text, message) => {
    const parsed = parseFactorsCsv(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.message).toMatch(message);
  });

  it(`keeps at most ${MAX_FACTOR_ROWS} rows`, () => {
    const rows = Array.from({ length: MAX_FACTOR_ROWS + 1 }, (_, i) => `${i + 1},0`);
    const parsed = parseFactorsCsv(["frequency_hz,factor_db", ...rows].join("\n"));
    expect(parsed).toEqual({ ok: false, message: `line ${MAX_FACTOR_ROWS + 2}: a factors file has at most ${MAX_FACTOR_ROWS} rows` });
  });
});
