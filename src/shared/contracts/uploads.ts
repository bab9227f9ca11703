import { z } from "zod";

/**
 * The kinds of stored objects, one folder (or key prefix) each: images and uploads (documents) of
 * the catalog; certificates, purchase-orders and unit-documents are private (decision 0054). The
 * store's rules per kind live with the storage adapter; the database's CHECKs are made from this list.
 */
export const OBJECT_KINDS = ["images", "uploads", "certificates", "purchase-orders", "unit-documents"] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];
export const isObjectKind = (value: string): value is ObjectKind => (OBJECT_KINDS as readonly string[]).includes(value);

/** POST /api/images/upload and POST /api/objects/upload. */
export const uploadUrlResponse = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;

/** The answer to the signed PUT of the local store (S3 answers with its own). */
export const uploadResult = z.object({ objectPath: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;
