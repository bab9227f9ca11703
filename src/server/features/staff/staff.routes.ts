import { z } from "zod";
import { activityPage, activityQuery, staffInput, staffMember, staffPermissionsInput } from "../../../shared/contracts/staff";
import type { AppDeps, AppInstance } from "../../app-types";
import { listActivity } from "../../domain/activity/activity.service";
import { userOf } from "../../http/auth";
import { serialIdParam } from "../../http/id-param";
import { addStaff, listStaff, removeStaff, setStaffPermissions } from "./staff.service";

const staffId = serialIdParam("Staff member not found");

/** Staff accounts and the activity log: the owner's alone (spec §3). */
export function staffRoutes(app: AppInstance, deps: AppDeps): void {
  const owner = { onRequest: deps.guards.requireOwner };

  app.get("/api/admin/staff", { ...owner, schema: { response: { 200: z.array(staffMember) } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await listStaff(deps.db)),
  );

  app.post("/api/admin/staff", { ...owner, schema: { body: staffInput, response: { 201: staffMember } } }, async (request, reply) => {
    const ctx = { db: deps.db, mailWorker: deps.mailWorker, log: request.log, origin: deps.publicOrigin(request) };
    return reply.code(201).send(await addStaff(ctx, userOf(request), request.body));
  });

  app.put(
    "/api/admin/staff/:id",
    {
      ...owner,
      ...staffId.route({ body: staffPermissionsInput, response: { 200: staffMember } }),
    },
    async (request) => setStaffPermissions(deps.db, userOf(request), request.params.id, request.body.permissions),
  );

  app.delete("/api/admin/staff/:id", { ...owner, ...staffId.route() }, async (request, reply) => {
    await removeStaff(deps.db, userOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.get(
    "/api/admin/activity",
    { ...owner, schema: { querystring: activityQuery, response: { 200: activityPage } } },
    async (request, reply) => reply.header("cache-control", "no-store").send(await listActivity(deps.db, request.query)),
  );
}
