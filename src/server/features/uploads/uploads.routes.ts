import type { FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { uploadResult, uploadUrlResponse } from "../../../shared/contracts/uploads";
import { detectFileType, SIGNATURE_BYTES } from "../../adapters/storage/detect-file-type";
import {
  isObjectKind,
  KIND_RULES,
  OBJECT_KINDS,
  OBJECT_NAME,
  type ObjectKind,
  type StoredObject,
  type UploadReceiver,
} from "../../adapters/storage/object-store";
import type { AppDeps, AppInstance } from "../../app-types";
import { badRequest, conflict, forbidden, notFound, payloadTooLarge, unsupportedMediaType } from "../../http/errors";
import { PDF_CONTENT_SECURITY_POLICY } from "../../http/security";

const nameParam = z.object({ name: z.string() });

/**
 * Objects must never run as a page of the shop's origin: their type comes from their own
 * bytes, nosniff keeps browsers from guessing, and images get a sandboxing CSP. PDFs cannot
 * have `sandbox` (Chromium refuses to start its PDF viewer in a sandboxed document) and
 * their viewer needs inline styles; a %PDF- file served as application/pdf is no HTML.
 */
function sendObject(reply: FastifyReply, name: string, object: StoredObject) {
  reply
    .header("content-type", object.contentType)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "public, max-age=31536000, immutable");
  if (object.size !== undefined) reply.header("content-length", String(object.size));
  if (object.contentType === "application/pdf") {
    reply.header("content-security-policy", PDF_CONTENT_SECURITY_POLICY).header("content-disposition", `inline; filename="${name}.pdf"`);
  } else {
    reply.header("content-security-policy", "sandbox; default-src 'none'");
  }
  return reply.send(object.body);
}

const MAX_UPLOAD_BYTES = Math.max(...OBJECT_KINDS.map((kind) => KIND_RULES[kind].maxBytes));
const uploadParams = z.object({ kind: z.string(), name: z.string() });

/** The local store's signed PUT, in its own scope: only here is a body allowed to be other than JSON. */
async function signedUploadRoutes(app: AppInstance, receiver: UploadReceiver): Promise<void> {
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    // Whatever the browser calls the file, we read the bytes and decide ourselves.
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

    scope.put(
      "/objects/upload/:kind/:name",
      {
        // The larger limit bounds what is read at all; each kind's own limit is checked below.
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: { params: uploadParams, response: { 200: uploadResult } },
        // Checked before the body is read: a forged, replayed or oversized upload costs us nothing.
        onRequest: async (request) => {
          const { kind, name } = request.params as { kind: string; name: string };
          const { expires, signature } = request.query as Record<string, unknown>;
          if (!isObjectKind(kind)) throw notFound("Not found");
          if (!OBJECT_NAME.test(name)) throw badRequest("name: not a valid object name");
          if (!receiver.verify(kind, name, expires, signature)) throw forbidden("Upload URL is invalid or has expired");
          if (Number(request.headers["content-length"]) > KIND_RULES[kind].maxBytes) throw payloadTooLarge(KIND_RULES[kind].tooLarge);
          if (await receiver.exists(kind, name)) throw conflict("This upload URL has already been used");
        },
      },
      async (request) => {
        const { kind, name } = request.params;
        if (!isObjectKind(kind)) throw notFound("Not found");
        const rule = KIND_RULES[kind];
        const data = request.body;
        if (!Buffer.isBuffer(data) || data.length === 0) throw badRequest("The upload is empty");
        // A chunked body has no Content-Length to check up front.
        if (data.length > rule.maxBytes) throw payloadTooLarge(rule.tooLarge);
        const detected = detectFileType(data.subarray(0, SIGNATURE_BYTES));
        if (!detected || !rule.types.includes(detected)) throw unsupportedMediaType(rule.refusal);
        await receiver.save(kind, name, data, detected);
        return { objectPath: `/objects/${kind}/${name}` };
      },
    );
  });
}

const URL_ROUTES: [string, ObjectKind][] = [
  ["/api/images/upload", "images"],
  ["/api/objects/upload", "uploads"],
];

export async function uploadsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const store = deps.objectStore;

  // Admin only; the client sends no body and no content type here.
  for (const [url, kind] of URL_ROUTES) {
    app.post(url, { onRequest: deps.guards.requireAdmin, schema: { response: { 200: uploadUrlResponse } } }, async (request, reply) => {
      // The shop's public origin, so the URL the browser PUTs to works behind a proxy too.
      const { uploadURL } = await store.createUploadUrl(kind, deps.publicOrigin(request));
      return reply.header("cache-control", "no-store").send({ uploadURL });
    });
  }

  // With S3 the browser PUTs to the bucket; there is nothing to receive here.
  if (store.receiver) await signedUploadRoutes(app, store.receiver);

  for (const kind of OBJECT_KINDS) {
    app.get(`/objects/${kind}/:name`, { schema: { params: nameParam } }, async (request, reply) => {
      const { name } = request.params;
      const object = OBJECT_NAME.test(name) ? await store.open(kind, name) : null;
      if (!object) throw notFound("Object not found");
      return sendObject(reply, name, object);
    });
  }
}
