import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { uploadResult, uploadUrlResponse } from "../../../shared/contracts/uploads";
import { detectFileType, isTextFile, SIGNATURE_BYTES } from "../../adapters/storage/detect-file-type";
import { KIND_RULES, OBJECT_NAME, type UploadReceiver } from "../../adapters/storage/object-store";
import { isObjectKind, OBJECT_KINDS, type ObjectKind } from "../../../shared/contracts/uploads";
import type { AppDeps, AppInstance } from "../../app-types";
import type { StaffPermission } from "../../../shared/contracts/permissions";
import { issueUploadUrl, uploaderOf } from "../../domain/uploads/object-uploads";
import { sendObject } from "../../http/send-file";
import { isAdminUser, userOf } from "../../http/auth";
import { badRequest, conflict, forbidden, notFound, payloadTooLarge, unauthorized, unsupportedMediaType } from "../../lib/errors";

const nameParam = z.object({ name: z.string() });

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
        const detected = detectFileType(data.subarray(0, SIGNATURE_BYTES), { text: rule.types.includes("text/csv") });
        if (!detected || !rule.types.includes(detected)) throw unsupportedMediaType(rule.refusal);
        if (detected === "text/csv" && !isTextFile(data)) throw unsupportedMediaType(rule.refusal);
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

/** Which staff permission reads each private kind (extensions §11): the work the document belongs to. */
const READER_PERMISSION: Partial<Record<ObjectKind, StaffPermission>> = {
  certificates: "customers",
  "purchase-orders": "orders",
  "unit-documents": "service",
};

/**
 * A private kind's readers: 401 without a session; staff and owners with the kind's permission; a
 * customer only for their own upload, anything else is 404 like a missing object (no one learns
 * which names exist).
 */
function privateReader(deps: AppDeps, kind: ObjectKind) {
  const staffGuard = deps.guards.requirePermission(READER_PERMISSION[kind] ?? "orders");
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await deps.guards.currentUser(request);
    if (!user) throw unauthorized();
    if (isAdminUser(user)) return staffGuard(request, reply);
    const { name } = request.params as { name: string };
    if ((await uploaderOf(deps.db, kind, name)) !== user.id) throw notFound("Object not found");
  };
}

export async function uploadsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const store = deps.objectStore;

  // Product and category images and PDFs: the catalog's; the client sends no body and no content type here.
  for (const [url, kind] of URL_ROUTES) {
    app.post(
      url,
      { onRequest: deps.guards.requirePermission("catalog"), schema: { response: { 200: uploadUrlResponse } } },
      async (request, reply) => {
        // The shop's public origin, so the URL the browser PUTs to works behind a proxy too.
        const uploadURL = await issueUploadUrl(deps.db, store, {
          kind,
          uploadedBy: userOf(request).id,
          origin: deps.publicOrigin(request),
        });
        return reply.header("cache-control", "no-store").send({ uploadURL });
      },
    );
  }

  // With S3 the browser PUTs to the bucket; there is nothing to receive here.
  if (store.receiver) await signedUploadRoutes(app, store.receiver);

  for (const kind of OBJECT_KINDS) {
    const onRequest = KIND_RULES[kind].private ? privateReader(deps, kind) : undefined;
    app.get(`/objects/${kind}/:name`, { onRequest, schema: { params: nameParam } }, async (request, reply) => {
      const { name } = request.params;
      const object = OBJECT_NAME.test(name) ? await store.open(kind, name) : null;
      if (!object) throw notFound("Object not found");
      return sendObject(reply, kind, name, object);
    });
  }
}
