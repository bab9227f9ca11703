// A local stand-in for the European Central Bank's daily reference rates
// (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml), answering in the ECB's own
// format, and able to be down: the real adapter and the daily job are tested against it.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const ECB_DAILY_PATH = "/stats/eurofxref/eurofxref-daily.xml";

/** A day of ECB's: units per 1 EUR (the ECB publishes some 30 currencies; these are enough). */
export interface EcbDay {
  time: string;
  rates: Record<string, number>;
}

export const SAMPLE_ECB_DAY: EcbDay = {
  time: "2026-11-26",
  rates: { USD: 1.05, JPY: 164.85, BGN: 1.9558, CZK: 25.08, GBP: 0.8325, CAD: 1.4724, AUD: 1.6128, CHF: 0.9312 },
};

/** ECB's daily file, as it is published: a gesmes envelope, one Cube per currency. */
export function ecbDailyXml(day: EcbDay): string {
  const cubes = Object.entries(day.rates)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${day.time}'>
${cubes}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
`;
}

/** What the stand-in does: publish the day, be down (a status, or a dropped connection), hang, or answer something else. */
export type EcbMode =
  { kind: "up" } | { kind: "down"; status: number } | { kind: "reset" } | { kind: "hang" } | { kind: "garbage"; body: string };

export interface FakeEcb {
  /** FX_RATES_URL for the app: the daily file's address on the stand-in. */
  url: string;
  day: EcbDay;
  mode: EcbMode;
  /** Requests for the daily file. */
  calls: number;
  close(): Promise<void>;
}

export async function startFakeEcb(): Promise<FakeEcb> {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url !== ECB_DAILY_PATH) {
      res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not Found</h1>");
      return;
    }
    fake.calls += 1;
    const mode = fake.mode;
    if (mode.kind === "hang") return; // never answers: the adapter's timeout must end it
    if (mode.kind === "reset") return void req.socket.destroy();
    if (mode.kind === "down") return void res.writeHead(mode.status, { "content-type": "text/html" }).end("<h1>Service Unavailable</h1>");
    const body = mode.kind === "garbage" ? mode.body : ecbDailyXml(fake.day);
    res.writeHead(200, { "content-type": "text/xml", "cache-control": "no-cache" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeEcb = {
    url: `http://127.0.0.1:${port}${ECB_DAILY_PATH}`,
    day: SAMPLE_ECB_DAY,
    mode: { kind: "up" },
    calls: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
