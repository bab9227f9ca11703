import { z } from "zod";
import { idParam } from "../../../shared/contracts/common";
import { activityPage, activityQuery, staffInput, staffMember } from "../../../shared/contracts/staff";
import type { AppDeps, AppInstance } from "../../app-types";
import { listActivity } from "../../domain/activity/activity.service";
import { userOf } from "../../http/auth";
import { notFound } from "../../http/errors";
import { publicOrigin } from "../web/page-meta";
import { addStaff, listStaff, removeStaff } from "./staff.service";

/** Staff accounts and the activity log: the owner's alone (spec §3). */
export function staffRoutes(app: AppInstance, deps: AppDeps): void {
  const owner = { onRequest: deps.guards.requireOwner };

  app.get("/api/admin/staff", { ...owner, schema: { response: { 200: z.array(staffMember) } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await listStaff(deps.db)),
  );

  app.post("/api/admin/staff", { ...owner, schema: { body: staffInput, response: { 201: staffMember } } }, async (request, reply) => {
    const ctx = { db: deps.db, mailer: deps.mailer, log: request.log, origin: publicOrigin(deps.config, request) };
    return reply.code(201).send(await addStaff(ctx, userOf(request), request.body));
  });

  app.delete("/api/admin/staff/:id", { ...owner, schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const parsed = idParam.safeParse(request.params);
    if (!parsed.success || !/^\d+$/.test(request.params.id)) throw notFound("Staff member not found");
    await removeStaff(deps.db, userOf(request), parsed.data.id);
    return reply.code(204).send();
  });

  app.get(
    "/api/admin/activity",
    { ...owner, schema: { querystring: activityQuery, response: { 200: activityPage } } },
    async (request, reply) => reply.header("cache-control", "no-store").send(await listActivity(deps.db, request.query)),
  );
}
