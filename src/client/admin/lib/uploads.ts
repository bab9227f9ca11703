import { uploadUrlResponse } from "../../../shared/contracts/uploads";
import { apiJson } from "../../lib/api";

export type UploadKind = "image" | "file";

const REQUEST_URL: Record<UploadKind, string> = { image: "/api/images/upload", file: "/api/objects/upload" };
const OBJECT_PREFIX: Record<UploadKind, string> = { image: "/objects/images/", file: "/objects/uploads/" };

/** The stored path of an upload: the signed URL's last path segment under /objects/images or /objects/uploads. */
export function objectPathFromUploadUrl(uploadURL: string, kind: UploadKind): string {
  const pathname = new URL(uploadURL, "http://localhost").pathname;
  const name = pathname.split("/").filter(Boolean).pop();
  if (!name) throw new Error("The upload URL names no object");
  return OBJECT_PREFIX[kind] + name;
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

/** Asks for a signed URL, PUTs the file there with its own content type, and answers the object's path. */
export async function uploadObject(file: File, kind: UploadKind): Promise<string> {
  const { uploadURL } = await apiJson("POST", REQUEST_URL[kind], uploadUrlResponse);
  const res = await fetch(uploadURL, {
    method: "PUT",
    body: file,
    headers: { "Content-Type": file.type || "application/octet-stream" },
    credentials: "include",
  });
  if (!res.ok) throw new Error(`Upload failed with status ${res.status}`);
  return objectPathFromUploadUrl(uploadURL, kind);
}
