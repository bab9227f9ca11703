import { uploadResult, uploadUrlResponse } from "../../shared/contracts/uploads";
import { apiJson, parseAnswer } from "./api";

/** A customer's signed upload (a tax-exemption certificate or a PO PDF): the URL, the PUT, the stored path. */
export async function uploadCustomerFile(requestUrl: string, file: File): Promise<string> {
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
  return (await parseAnswer(res, uploadResult, "PUT upload")).objectPath;
}
