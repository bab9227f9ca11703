import { uploadUrlResponse } from "../../shared/contracts/uploads";
import { apiJson } from "./api";

/**
 * The stored path of an upload: the signed URL's last two path segments are its kind and name, on
 * the shop's own URL (/objects/upload/<kind>/<name>) as on a bucket's (.../<kind>/<name>). Read from
 * the URL because S3 answers the PUT with no body.
 */
export function objectPathOf(uploadURL: string): string {
  const [kind, name] = new URL(uploadURL, "http://localhost").pathname.split("/").filter(Boolean).slice(-2);
  if (!kind || !name) throw new Error("The upload URL names no object");
  return `/objects/${kind}/${name}`;
}

/** The file a registered `<input type="file">` holds (react-hook-form keeps its FileList), if one was chosen. */
export function chosenFile(value: unknown): File | undefined {
  const first: unknown = value !== null && typeof value === "object" && "length" in value ? (value as ArrayLike<unknown>)[0] : undefined;
  return first instanceof File ? first : undefined;
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

/**
 * Every upload, staff's (images, documents) and customers' (certificates, PO PDFs): ask `requestUrl`
 * for a signed URL, PUT the file there with its own content type, answer the object's stored path.
 * A refused PUT throws the server's reason.
 */
export async function uploadFile(requestUrl: string, file: File): Promise<string> {
  const { uploadURL } = await apiJson("POST", requestUrl, uploadUrlResponse);
  const res = await fetch(uploadURL, {
    method: "PUT",
    body: file,
    headers: { "Content-Type": file.type || "application/octet-stream" },
    credentials: "include",
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `Upload failed with status ${res.status}`);
  }
  return objectPathOf(uploadURL);
}
