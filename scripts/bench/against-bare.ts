// One URL of the shop against a bare node:http server sending the same bytes — the same body and the
// shop's own header fields — run side by side: rounds alternate, medians are reported.
import { fork } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../lib/spawn-server";
import { median, throughput } from "./measure";

const here = fileURLToPath(new URL(".", import.meta.url));

export interface AgainstBare {
  bytes: number;
  shopRps: number;
  bareRps: number;
  ratio: number;
  shopP50: number;
  bareP50: number;
}

/** Fields Node's http server writes itself (or that a fixed body does not use). */
const CONNECTION_FIELDS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

async function startBare(body: Buffer, headers: Headers): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-bare-"));
  const file = path.join(dir, "body");
  writeFileSync(file, body);
  // The shop's own header fields (security headers, ETag, request id...): the two answers are then the
  // same bytes on the wire. With only a content type the bare answer was ~700 bytes shorter, and that
  // alone halved its requests/s on loopback for a 145 KB page (2,100-2,400 vs 4,400 side by side),
  // which swamped the servers' own difference.
  const headersFile = path.join(dir, "headers.json");
  writeFileSync(headersFile, JSON.stringify(Object.fromEntries([...headers].filter(([name]) => !CONNECTION_FIELDS.has(name)))));
  const port = await freePort();
  const child = fork(path.join(here, "bare-server.ts"), [file, String(port), "", headersFile], {
    execArgv: ["--import", "tsx"],
    stdio: "ignore",
  });
  await new Promise<void>((resolve) => child.once("message", () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill("SIGTERM") };
}

/** GETs `url` once (uncompressed, as the runs ask), then alternates shop and bare runs (rounds x 2); `check` may refuse the body. */
export async function againstBare(
  url: string,
  rounds: number,
  durationSec: number,
  check?: (body: Buffer) => void,
): Promise<AgainstBare & { body: Buffer }> {
  const answer = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await answer.arrayBuffer());
  check?.(body);
  const bare = await startBare(body, answer.headers);
  try {
    await throughput(url, { durationSec: 2 }); // warm-up
    await throughput(bare.url, { durationSec: 2 });
    const shopRuns: number[] = [];
    const bareRuns: number[] = [];
    const shopP50: number[] = [];
    const bareP50: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const s = await throughput(url, { durationSec });
      const b = await throughput(bare.url, { durationSec });
      if (s.non2xx || s.errors) throw new Error(`shop answered ${s.non2xx} non-2xx and ${s.errors} errors`);
      shopRuns.push(s.requestsPerSec);
      bareRuns.push(b.requestsPerSec);
      shopP50.push(s.latencyP50);
      bareP50.push(b.latencyP50);
    }
    const shopRps = median(shopRuns);
    const bareRps = median(bareRuns);
    return { body, bytes: body.length, shopRps, bareRps, ratio: shopRps / bareRps, shopP50: median(shopP50), bareP50: median(bareP50) };
  } finally {
    bare.stop();
  }
}
