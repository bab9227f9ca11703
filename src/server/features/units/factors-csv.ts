// A unit's factors file (extensions §7): the correction table an analyser loads for this probe,
// one frequency and its factor per row. Read once when staff file it; the points are stored with
// the document, and My Instruments draws them.
import type { FactorPoint } from "../../db/schema/units";

/** The header names the frequency's unit; the points are always stored in hertz. */
const HEADERS: Record<string, number> = { "frequency_hz,factor_db": 0, "frequency_mhz,factor_db": 6 };

/** A factors table has a few hundred rows; this bounds what one filing stores. */
export const MAX_FACTOR_ROWS = 10_000;

/** A plain decimal number, optionally with an exponent: what a spreadsheet or an analyser writes. */
const NUMBER = /^([+-]?(?:\d+\.?\d*|\.\d+))(?:e([+-]?\d+))?$/i;

export type FactorsResult = { ok: true; points: FactorPoint[] } | { ok: false; message: string };

/**
 * A decimal number shifted by `decimals` powers of ten through its text (1.1 MHz is 1100000 Hz
 * exactly, where 1.1 * 1e6 is 1100000.0000000002); null when it is not a finite number.
 */
function readNumber(text: string, decimals: number): number | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const value = Number(`${match[1]}e${Number(match[2] ?? 0) + decimals}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * Parses a factors CSV: a header `frequency_hz,factor_db` or `frequency_mhz,factor_db`, then at
 * least 2 rows of two numbers, frequencies above zero and strictly increasing. Lines are counted
 * as an editor shows them (the header is line 1); blank lines are skipped but counted. The
 * message of a refusal names the first bad line.
 */
export function parseFactorsCsv(text: string): FactorsResult {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const header = (lines[0] ?? "").replace(/\s+/g, "").toLowerCase();
  const decimals = HEADERS[header];
  if (decimals === undefined) {
    return { ok: false, message: "line 1: the header must be frequency_hz,factor_db or frequency_mhz,factor_db" };
  }
  const unit = decimals === 0 ? "Hz" : "MHz";
  const points: FactorPoint[] = [];
  let previous: { line: number; hz: number } | null = null;
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === "") continue;
    const line = i + 1;
    const fields = raw.split(",").map((field) => field.trim());
    if (fields.length !== 2) {
      return {
        ok: false,
        message: `line ${line}: a row has two numbers, the frequency in ${unit} and the factor in dB (found "${raw.slice(0, 60)}")`,
      };
    }
    const hz = readNumber(fields[0]!, decimals);
    if (hz === null) return { ok: false, message: `line ${line}: the frequency "${fields[0]!.slice(0, 30)}" is not a number` };
    const factorDb = readNumber(fields[1]!, 0);
    if (factorDb === null) return { ok: false, message: `line ${line}: the factor "${fields[1]!.slice(0, 30)}" is not a number` };
    if (hz <= 0) return { ok: false, message: `line ${line}: the frequency must be above zero` };
    if (previous && hz <= previous.hz) {
      return {
        ok: false,
        message: `line ${line}: the frequency must be higher than on line ${previous.line} (frequencies strictly increase)`,
      };
    }
    if (points.length === MAX_FACTOR_ROWS)
      return { ok: false, message: `line ${line}: a factors file has at most ${MAX_FACTOR_ROWS} rows` };
    points.push({ frequencyHz: hz, factorDb });
    previous = { line, hz };
  }
  if (points.length < 2) {
    return {
      ok: false,
      message: `the file has ${points.length} ${points.length === 1 ? "row" : "rows"} of factors after its header; at least 2 are needed`,
    };
  }
  return { ok: true, points };
}
