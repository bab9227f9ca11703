// npm test: typecheck, lint, unit + client + server tests (PGlite and, when reachable, PostgreSQL),
// the production build, then the browser journeys in Debian's Chromium. Ends with one summary line.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const ci = Boolean(process.env.CI);
const skipE2e = process.env.SKIP_E2E === "1";
const reportDir = path.join(root, ".tmp", "reports");
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

function step(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  return ok;
}

/**
 * Steps that share nothing run at the same time (two cores: typecheck and lint each keep one busy);
 * each one's output is printed whole, in the listed order, when all have ended.
 */
async function parallelSteps(steps: { title: string; command: string; args: string[] }[]): Promise<boolean[]> {
  const started = Date.now();
  const runs = steps.map(
    ({ command, args }) =>
      new Promise<{ ok: boolean; output: string; seconds: number }>((resolve) => {
        const child = spawn(command, args, { cwd: root, env: process.env });
        const chunks: Buffer[] = [];
        child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
        child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
        child.on("error", (error) => chunks.push(Buffer.from(`${error.message}\n`)));
        child.on("close", (code) =>
          resolve({ ok: code === 0, output: Buffer.concat(chunks).toString("utf8"), seconds: (Date.now() - started) / 1000 }),
        );
      }),
  );
  const results = await Promise.all(runs);
  results.forEach((result, i) => {
    console.log(`\n=== ${steps[i]!.title} ===`);
    process.stdout.write(result.output);
    console.log(`=== ${steps[i]!.title}: ${result.ok ? "ok" : "FAILED"} in ${result.seconds.toFixed(1)} s (run alongside the others) ===`);
  });
  return results.map((r) => r.ok);
}

async function postgresReachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A program the tests need from a Debian package: present, or installed with apt-get when we are
 * root (CI, a fresh container), or else false after printing the one command that installs it.
 */
function ensureDebianTool(what: string, program: string, debianPackage: string): boolean {
  if (existsSync(program)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`${what} is missing: installing Debian's ${debianPackage} with apt-get ...`);
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", debianPackage], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (update.status === 0 && install.status === 0 && existsSync(program)) return true;
  }
  console.error(
    `\n${what} is needed at ${program}. Install it with:\n\n  sudo apt-get install -y --no-install-recommends ${debianPackage}\n`,
  );
  return false;
}

const ensureChromium = () =>
  ensureDebianTool("Debian's Chromium (for the browser tests)", process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", "chromium");

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
}

const failures: string[] = [];
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const add = (c: Counts) => {
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
};

// The server tests read the invoices and packing slips back with pdftotext, as a real reader would.
if (!ensureDebianTool("pdftotext (poppler-utils, for the PDF tests)", "/usr/bin/pdftotext", "poppler-utils")) process.exit(1);
// The cluster test puts Debian's nginx in front of two server processes (it skips, saying so, without it).
if (!ensureDebianTool("nginx (for the cluster test)", process.env.NGINX_PATH ?? "/usr/sbin/nginx", "nginx") && ci) process.exit(1);
// npm run backup / restore on PostgreSQL use pg_dump and pg_restore (the backup round-trip test).
if (!ensureDebianTool("pg_dump (postgresql-client, for the backup test)", "/usr/bin/pg_dump", "postgresql-client") && ci) process.exit(1);

const checks = [
  { title: "typecheck", command: bin("tsc"), args: ["-b"] },
  { title: "lint", command: bin("eslint"), args: [".", "--max-warnings", "0"] },
  { title: "format", command: bin("prettier"), args: ["--check", "."] },
];
(await parallelSteps(checks)).forEach((ok, i) => {
  if (!ok) failures.push(checks[i]!.title);
});

const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const pgProblem = await postgresReachable(pgUrl);
const projects = ["unit", "client", "server-pglite"];
if (!pgProblem) projects.push("server-postgres");
else if (ci) {
  console.error(`\nCI requires the PostgreSQL suite, but ${pgUrl} is unreachable: ${pgProblem}`);
  failures.push("postgres unreachable");
} else {
  console.warn(
    `\n!!! PostgreSQL at ${pgUrl} is unreachable (${pgProblem}): the PostgreSQL suite is SKIPPED. Set TEST_DATABASE_URL to run it. !!!\n`,
  );
}

// The build first: it enforces the bundle budget, and the server tests of the served HTML need it.
const built = step("build", process.execPath, ["--import", "tsx", "scripts/build.ts"]);
if (!built) failures.push("build");

const vitestJson = path.join(reportDir, "vitest.json");
const vitestOk = step("unit, client and server tests", bin("vitest"), [
  "run",
  ...projects.flatMap((p) => ["--project", p]),
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
if (!vitestOk) failures.push("vitest");
add(vitestCounts(vitestJson));

if (skipE2e) {
  console.warn("\n!!! SKIP_E2E=1: browser tests skipped !!!");
} else if (!built) {
  console.error("\nThe build failed: browser tests not run.");
} else if (!ensureChromium()) {
  failures.push("chromium missing");
} else {
  const pwJson = path.join(reportDir, "playwright.json");
  const ok = step("browser tests", bin("playwright"), ["test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
  if (!ok) failures.push("playwright");
  add(playwrightCounts(pwJson));
}

console.log(`\n${failures.length ? `Failed steps: ${failures.join(", ")}` : "All steps passed"}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
