import { z } from "zod";

/** POST /api/images/upload and POST /api/objects/upload. */
export const uploadUrlResponse = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;

/** The answer to the signed PUT of the local store (S3 answers with its own). */
export const uploadResult = z.object({ objectPath: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;
