// A local stand-in for the EU's VIES REST service (POST /check-vat-number), answering as its
// documentation describes, so the real adapter is tested without reaching the internet.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeVies {
  url: string;
  /** Every question asked: the member state and the number after its prefix. */
  calls: { countryCode: string; vatNumber: string }[];
  /** Numbers (after the prefix) that VIES knows as registered; any other well-formed number is not registered. */
  registered: Set<string>;
  /** While true, every answer is a member state's outage (MS_UNAVAILABLE, HTTP 500). */
  down: boolean;
  /** Answers this late (longer than the shop waits: a timeout). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeVies(): Promise<FakeVies> {
  const fake: Omit<FakeVies, "url" | "close"> = { calls: [], registered: new Set(), down: false, delayMs: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/check-vat-number") return reply(404, { errorWrappers: [{ error: "NOT_FOUND" }] });
      let body: { countryCode?: string; vatNumber?: string };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof body;
      } catch {
        return reply(400, { actionSucceed: false, errorWrappers: [{ error: "INVALID_INPUT" }] });
      }
      const countryCode = String(body.countryCode ?? "");
      const vatNumber = String(body.vatNumber ?? "");
      fake.calls.push({ countryCode, vatNumber });
      const answer = () => {
        if (fake.down) return reply(500, { actionSucceed: false, errorWrappers: [{ error: "MS_UNAVAILABLE" }] });
        const valid = fake.registered.has(`${countryCode}${vatNumber}`);
        reply(200, {
          countryCode,
          vatNumber,
          requestDate: new Date().toISOString(),
          valid,
          name: valid ? "Registered Buyer GmbH" : "---",
          address: valid ? "Hauptstrasse 1, 10115 Berlin" : "---",
        });
      };
      if (fake.delayMs > 0) setTimeout(answer, fake.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
