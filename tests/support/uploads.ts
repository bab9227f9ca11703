// Customers' documents uploaded the way the shop's client does it: ask for the signed URL, PUT the bytes.
import { expect } from "vitest";
import type { AppInstance } from "../../src/server/app-types";

/** The smallest file each kind accepts. */
export const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
export const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

export type CustomerDocumentKind = "certificates" | "purchase-orders";

const UPLOAD_URL: Record<CustomerDocumentKind, string> = {
  certificates: "/api/user/tax-exemptions/upload",
  "purchase-orders": "/api/user/purchase-orders/upload",
};

/** The signed PUT's target (path and query) of an upload URL asked for with `cookie`. */
export async function requestUploadUrl(app: AppInstance, cookie: string, kind: CustomerDocumentKind): Promise<string> {
  const res = await app.inject({ method: "POST", url: UPLOAD_URL[kind], headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json<{ uploadURL: string }>().uploadURL);
  return `${url.pathname}${url.search}`;
}

/** Uploads a customer's document as the account of `cookie`; answers its stored path (/objects/<kind>/<name>). */
export async function uploadDocument(app: AppInstance, cookie: string, kind: CustomerDocumentKind, body: Buffer = PDF): Promise<string> {
  const put = await app.inject({ method: "PUT", url: await requestUploadUrl(app, cookie, kind), payload: body });
  expect(put.statusCode, put.body).toBe(200);
  return put.json<{ objectPath: string }>().objectPath;
}

/** The upload URL's object path without uploading anything: a name that was issued but never stored. */
export async function unfinishedUpload(app: AppInstance, cookie: string, kind: CustomerDocumentKind): Promise<string> {
  const target = await requestUploadUrl(app, cookie, kind);
  return `/objects/${kind}/${target.split("?")[0]!.split("/").pop()!}`;
}
