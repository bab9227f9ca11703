import type { FastifyReply } from "fastify";
import { KIND_RULES, type StoredObject } from "../adapters/storage/object-store";
import { type ObjectKind } from "../../shared/contracts/uploads";
import { PDF_CONTENT_SECURITY_POLICY } from "./security";

// Files the shop sends: a PDF it made (invoice, packing slip, quote, RMA) and a stored object.

/** A PDF made for this answer, shown in the browser's viewer, saved under its own name, never kept in a shared cache. */
export function sendPdf(reply: FastifyReply, file: { filename: string; bytes: Buffer }) {
  return reply
    .type("application/pdf")
    .header("content-security-policy", PDF_CONTENT_SECURITY_POLICY)
    .header("content-disposition", `inline; filename="${file.filename}"`)
    .header("cache-control", "no-store")
    .send(file.bytes);
}

/** A name a Content-Disposition header can carry as it is: letters, digits and . - _ only. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "document";

/**
 * Sends a stored object. Objects must never run as a page of the shop's origin: their type comes
 * from their own bytes, nosniff keeps browsers from guessing, and images get a sandboxing CSP. PDFs
 * cannot have `sandbox` (Chromium refuses to start its PDF viewer in a sandboxed document) and
 * their viewer needs inline styles; a %PDF- file served as application/pdf is no HTML. A PDF opens
 * inline, a CSV downloads. A customer's document is kept out of every shared and browser cache.
 * `fileName` (without extension) is what the browser saves it as; the object's name by default.
 */
export function sendObject(reply: FastifyReply, kind: ObjectKind, name: string, object: StoredObject, fileName = name) {
  const file = safeFileName(fileName);
  reply
    .header("content-type", object.contentType === "text/csv" ? "text/csv; charset=utf-8" : object.contentType)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", KIND_RULES[kind].private ? "private, no-store" : "public, max-age=31536000, immutable");
  if (object.size !== undefined) reply.header("content-length", String(object.size));
  if (object.contentType === "application/pdf") {
    reply.header("content-security-policy", PDF_CONTENT_SECURITY_POLICY).header("content-disposition", `inline; filename="${file}.pdf"`);
  } else {
    reply.header("content-security-policy", "sandbox; default-src 'none'");
    if (object.contentType === "text/csv") reply.header("content-disposition", `attachment; filename="${file}.csv"`);
  }
  return reply.send(object.body);
}
