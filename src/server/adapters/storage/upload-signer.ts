import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { OBJECT_NAME, UPLOAD_URL_TTL_SECONDS } from "./object-store";
import { OBJECT_KINDS, type ObjectKind } from "../../../shared/contracts/uploads";

/** The path of a signed upload URL; the signature covers method, path and expiry. */
export const uploadPath = (kind: ObjectKind, name: string) => `/objects/upload/${kind}/${name}`;

export function uploadSignature(secret: string, kind: ObjectKind, name: string, expires: number): string {
  return createHmac("sha256", secret)
    .update(`PUT\n${uploadPath(kind, name)}\n${expires}`)
    .digest("hex");
}

/** Issues and checks the signed PUT URLs of a store that receives uploads itself (local folder, PostgreSQL). */
export function createUploadSigner(secret: string, now?: () => number) {
  const nowSeconds = () => Math.floor((now?.() ?? Date.now()) / 1000);
  return {
    createUploadUrl(kind: ObjectKind, origin: string): { uploadURL: string; name: string } {
      const name = randomUUID();
      const expires = nowSeconds() + UPLOAD_URL_TTL_SECONDS;
      const signature = uploadSignature(secret, kind, name, expires);
      return { uploadURL: `${origin}${uploadPath(kind, name)}?expires=${expires}&signature=${signature}`, name };
    },
    verify(kind: ObjectKind, name: string, expires: unknown, signature: unknown): boolean {
      if (!OBJECT_KINDS.includes(kind) || !OBJECT_NAME.test(name)) return false;
      if (typeof expires !== "string" || !/^\d{1,12}$/.test(expires) || Number(expires) <= nowSeconds()) return false;
      if (typeof signature !== "string" || !/^[a-f0-9]{64}$/.test(signature)) return false;
      const expected = Buffer.from(uploadSignature(secret, kind, name, Number(expires)), "hex");
      return timingSafeEqual(expected, Buffer.from(signature, "hex"));
    },
  };
}
