import { mailOutboxResponse, mailRetryResponse } from "../../../shared/contracts/mail-outbox";
import type { AppDeps, AppInstance } from "../../app-types";
import { listDeadMails, outboxCounts, retryDeadMail } from "../../domain/mail/mail-outbox";
import { notFound } from "../../lib/errors";
import { serialIdParam } from "../../http/id-param";

const mailId = serialIdParam("E-mail not found");

/** Admin › Server Logs › Failed e-mails: the mails the outbox gave up on, and sending one again. Owner only, like the logs. */
export function mailOutboxRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    "/api/admin/mail-outbox",
    { onRequest: deps.guards.requireOwner, schema: { response: { 200: mailOutboxResponse } } },
    async (_request, reply) => {
      const [rows, counts] = await Promise.all([listDeadMails(deps.db), outboxCounts(deps.db)]);
      const failed = rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        lastAttemptAt: row.lastAttemptAt.toISOString(),
      }));
      return reply.header("cache-control", "no-store").send({ failed, ...counts });
    },
  );

  app.post(
    "/api/admin/mail-outbox/:id/retry",
    {
      onRequest: deps.guards.requireOwner,
      ...mailId.route({ response: { 200: mailRetryResponse } }),
    },
    async (request) => {
      if (!(await retryDeadMail(deps.db, Number(request.params.id)))) throw notFound("E-mail not found");
      deps.mailWorker.kick();
      return { message: "The e-mail is queued again" };
    },
  );
}
