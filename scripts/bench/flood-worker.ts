// The flood of `npm run bench -- page-flood`, in a process of its own so its load does not slow the
// bench's own timing of the visitor: 8 connections until SIGTERM, then it sends the parent
// { requests, non2xx, errors } and exits. Kinds:
//   variants  URLs a cache might keep apart: random sort values, unused and long parameters, random
//             product ids, unknown paths
//   hosts     /products under random IP-literal Host headers (127.0.0.x:port), which a shop with
//             neither PUBLIC_URL nor ALLOWED_HOSTS set answers, each its own origin in the page
import { randomBytes, randomUUID } from "node:crypto";
import autocannon from "autocannon";

const [base, kind = "variants"] = process.argv.slice(2);
const word = (bytes: number) => randomBytes(bytes).toString("base64url");

const VARIANTS: (() => string)[] = [
  () => `/products?sort=${word(6)}`,
  () => `/products?utm_source=${word(6)}&ref=${word(6)}`,
  () => `/products/${randomUUID()}`,
  () => `/products?category=${word(9)}&q=${word(1500)}`,
  () => `/products?sort=${word(4)}&page=${word(4)}&${word(3)}=${word(700)}`,
  () => `/${word(12)}`,
];

let n = 0;
const instance = autocannon(
  {
    url: base!,
    connections: 8,
    duration: 3600,
    headers: { "accept-encoding": "br, gzip" },
    requests: [
      {
        setupRequest: (request) => {
          n++;
          if (kind === "hosts")
            return { ...request, path: "/products", headers: { ...request.headers, host: `127.0.0.${n % 250}:${1024 + (n % 60_000)}` } };
          return { ...request, path: VARIANTS[n % VARIANTS.length]!() };
        },
      },
    ],
  },
  (error, result) => {
    const summary = error
      ? { requests: 0, non2xx: 0, errors: 1 }
      : { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors };
    process.send?.(summary, () => process.exit(0));
  },
);
process.on("SIGTERM", () => instance.stop());
process.send?.("started");
