import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtHash, sourceHash } from "./source-hash.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

let serverCommand: string[] | undefined;
/**
 * How this checkout's server starts: its build (dist/server/main.js, as `npm start` runs it) when that
 * is built from the sources as they are now, else the sources through tsx. The build starts in about
 * a second where tsx first compiles the whole server (several seconds on a loaded 2-core machine), and
 * the tests that restart servers (durability, fault injection, start-up) do so dozens of times;
 * `npm test` builds before it runs them. A stale or missing build is never run.
 */
export function thisCheckoutsServer(): string[] {
  if (!serverCommand) {
    const built = path.join(root, "dist", "server", "main.js");
    const current = existsSync(built) && builtHash(root, "server") === sourceHash(root, "server");
    serverCommand = current ? [process.execPath, built] : [process.execPath, "--import", "tsx", "src/server/main.ts"];
  }
  return serverCommand;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
  port: number;
  output(): string;
  /** SIGTERM and wait; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Resolves with the exit code (null when a signal ended it), also when the child has already gone. */
/** The parent's environment without Vitest's markers: the child is a real server, not code under test (page-renderer.ts). */
function withoutVitest(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith("VITEST") && name !== "TEST"));
}

export function exited(child: ChildProcess): Promise<number | null> {
  const gone = child.exitCode !== null || child.signalCode !== null;
  return new Promise((resolve) => (gone ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code))));
}

/**
 * Starts the real shop server (its build, or src/server/main.ts through tsx) in a child process and waits for /api/health.
 * `options.cwd`: another checkout of the shop (the bench's baseline worktree); `options.command`: another way to start it (e.g. under 0x).
 */
export async function startShopServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  options: { cwd?: string; command?: string[] } = {},
): Promise<RunningServer> {
  const port = await freePort();
  let output = "";
  const [command, ...args] =
    options.command ?? (options.cwd ? [process.execPath, "--import", "tsx", "src/server/main.ts"] : thisCheckoutsServer());
  const child = spawn(command!, args, {
    cwd: options.cwd ?? root,
    env: { ...withoutVitest(process.env), NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    child,
    base,
    port,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited(child);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode}): ${output}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start within ${timeoutMs} ms: ${output}`);
}
