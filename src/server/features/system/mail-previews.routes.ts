import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { mailPreview, mailPreviewList, mailPreviewParams } from "../../../shared/contracts/mail-previews";
import type { AppDeps, AppInstance } from "../../app-types";
import { isMailKind } from "../../domain/mail/mail-kinds";
import { notFound } from "../../lib/errors";
import { listMailKinds, previewMail } from "./mail-previews.service";

const UNKNOWN = "No such kind of e-mail";

/** An unknown kind names nothing: the route's 404, after the owner guard (as a malformed id, http/id-param.ts). */
function knownKind(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const kind = (request.params as { kind?: unknown }).kind;
  done(typeof kind !== "string" || !isMailKind(kind) ? notFound(UNKNOWN) : undefined);
}

/** Admin › Settings › E-mail previews (extensions §10): every kind of mail the shop sends, rendered with sample data. Owner only. */
export function mailPreviewRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    "/api/admin/mail-previews",
    { onRequest: deps.guards.requireOwner, schema: { response: { 200: mailPreviewList } } },
    async (_request, reply) => reply.header("cache-control", "no-store").send({ kinds: listMailKinds() }),
  );

  app.get(
    "/api/admin/mail-previews/:kind",
    {
      onRequest: deps.guards.requireOwner,
      preValidation: knownKind,
      schema: { params: mailPreviewParams, response: { 200: mailPreview } },
    },
    async (request, reply) => {
      const { kind } = request.params;
      if (!isMailKind(kind)) throw notFound(UNKNOWN);
      return reply.header("cache-control", "no-store").send(await previewMail(kind, deps.publicOrigin(request)));
    },
  );
}
