import type { Readable } from "node:stream";
import type { ObjectKind } from "../../../shared/contracts/uploads";
import type { DetectedType } from "./detect-file-type";

/*
 * The rules of each kind of object (src/shared/contracts/uploads.ts lists them). images: product and category pictures; uploads: documents (datasheets, category files);
 * certificates: customers' tax-exemption certificates (PDF or image); purchase-orders: the PO PDF
 * of an invoiced order (extensions §4, docs/decisions/0030); unit-documents: a unit's calibration
 * certificate, factors file (CSV) or other document, uploaded by staff (extensions §7). A kind whose rule says `private` is a
 * customer's document: served only to its uploader and to staff (extensions §11, decision 0054).
 */

/** A random uuid: the object's name, its last path segment, and never a path of its own. */
export const OBJECT_NAME = /^[a-f0-9-]{36}$/;

/** Signed upload URLs (local and S3) are valid this long. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export interface KindRule {
  maxBytes: number;
  types: readonly DetectedType[];
  refusal: string;
  tooLarge: string;
  /** Served only to the account that asked for its upload URL and to staff, never cached by anyone else. */
  private: boolean;
  /** What messages call one such file. */
  noun: string;
}

/** DESIGN.md §3: images PNG/JPEG/WebP/GIF up to 10 MB, documents PDF up to 25 MB. */
export const KIND_RULES: Record<ObjectKind, KindRule> = {
  images: {
    maxBytes: 10 * 1024 * 1024,
    types: ["image/png", "image/jpeg", "image/webp", "image/gif"],
    refusal: "Unsupported file type: images must be PNG, JPEG, WebP or GIF",
    tooLarge: "The image is too large: images may be at most 10 MB",
    private: false,
    noun: "image",
  },
  uploads: {
    maxBytes: 25 * 1024 * 1024,
    types: ["application/pdf"],
    refusal: "Unsupported file type: documents must be PDF",
    tooLarge: "The document is too large: documents may be at most 25 MB",
    private: false,
    noun: "document",
  },
  certificates: {
    maxBytes: 10 * 1024 * 1024,
    types: ["application/pdf", "image/png", "image/jpeg", "image/webp"],
    refusal: "Unsupported file type: a certificate must be a PDF or a PNG, JPEG or WebP image",
    tooLarge: "The certificate is too large: it may be at most 10 MB",
    private: true,
    noun: "certificate",
  },
  "purchase-orders": {
    maxBytes: 10 * 1024 * 1024,
    types: ["application/pdf"],
    refusal: "Unsupported file type: a purchase order must be a PDF",
    tooLarge: "The purchase order is too large: it may be at most 10 MB",
    private: true,
    noun: "purchase order",
  },
  "unit-documents": {
    maxBytes: 10 * 1024 * 1024,
    types: ["application/pdf", "text/csv"],
    refusal: "Unsupported file type: a unit's document must be a PDF or a CSV file",
    tooLarge: "The document is too large: it may be at most 10 MB",
    private: true,
    noun: "document",
  },
};

export interface StoredObject {
  body: Readable | Buffer;
  contentType: DetectedType;
  size?: number;
}

/** The local store receives the signed PUT itself; S3 receives presigned PUTs directly. */
export interface UploadReceiver {
  /** True when the signature matches the kind, name and expiry and the expiry is in the future. */
  verify(kind: ObjectKind, name: string, expires: unknown, signature: unknown): boolean;
  exists(kind: ObjectKind, name: string): Promise<boolean>;
  /** Stores checked bytes; a conflict (409) when the name is taken. */
  save(kind: ObjectKind, name: string, data: Buffer, contentType: DetectedType): Promise<void>;
}

export interface ObjectStore {
  readonly kind: "local" | "database" | "s3";
  /** A short-lived URL the admin's browser PUTs the file to; its last path segment is `name`. */
  createUploadUrl(kind: ObjectKind, origin: string): Promise<{ uploadURL: string; name: string }>;
  /** null when there is no such object (or it is not a type this kind allows). */
  open(kind: ObjectKind, name: string): Promise<StoredObject | null>;
  readonly receiver?: UploadReceiver;
}
