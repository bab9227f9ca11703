// The yardstick: a bare node:http server answering the same bytes the shop sends (GET /api/products, or a
// server-rendered page with its content type as the third argument).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port, contentType = "application/json; charset=utf-8"] = process.argv.slice(2);
const body = readFileSync(file!);
createServer((_req, res) => {
  res.writeHead(200, { "content-type": contentType, "content-length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
