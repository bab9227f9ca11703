// The yardstick: a bare node:http server answering the same bytes the shop sends (GET /api/products, or a
// server-rendered page with its content type as the third argument). A fourth argument names a JSON
// file of header fields to send instead (the shop's own, so both answers are the same size on the wire).
import { readFileSync } from "node:fs";
import { createServer, type OutgoingHttpHeaders } from "node:http";

const [file, port, contentType = "application/json; charset=utf-8", headersFile] = process.argv.slice(2);
const body = readFileSync(file!);
const headers: OutgoingHttpHeaders = headersFile
  ? { ...(JSON.parse(readFileSync(headersFile, "utf8")) as Record<string, string>), "content-length": body.length }
  : { "content-type": contentType, "content-length": body.length };
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
