import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { useTestApp } from "../../../tests/support/use-test-app";

const run = promisify(execFile);
const t = useTestApp();
const root = path.resolve(import.meta.dirname, "../../..");

interface LintResult {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
}

/**
 * extensions §10: `redocly lint` with the recommended rules finds 0 errors and 0 warnings in the
 * served document, every rule on. The CLI ships bundled (no JS API), so it runs as a program.
 */
it("GET /api/openapi.json passes redocly lint (recommended): 0 errors, 0 warnings", { timeout: 120_000 }, async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  const dir = await mkdtemp(path.join(tmpdir(), "shop-openapi-"));
  try {
    const file = path.join(dir, "openapi.json");
    await writeFile(file, res.body);
    const cli = path.join(root, "node_modules/@redocly/cli/bin/cli.js");
    const args = [cli, "lint", "--extends", "recommended", "--format", "json", file];
    // Exit code 1 when it finds errors: the JSON on stdout says which, so read it either way.
    const { stdout } = await run(process.execPath, args, { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: "off" } }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }),
    );
    const result = JSON.parse(stdout) as LintResult;
    const found = result.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? "?"}: ${p.message}`);
    expect(found).toEqual([]);
    expect(result.totals).toMatchObject({ errors: 0, warnings: 0 });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
