import {
  adminUnitRegistration,
  adminUnitRegistrationList,
  unitRegistration,
  unitRegistrationDecision,
  unitRegistrationInput,
  unitRegistrationList,
} from "../../../shared/contracts/units";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { serialIdParam } from "../../http/id-param";
import { decideRegistration, listRegistrations, listUserRegistrations, registerUnit } from "./unit-registrations.service";

const registrationId = serialIdParam("Registration not found");

/** Units bought from a distributor, registered by their owner and approved by staff (extensions §7). */
export function unitRegistrationsRoutes(app: AppInstance, deps: AppDeps): void {
  const customer = { onRequest: deps.guards.requireCustomer };
  const admin = { onRequest: deps.guards.requirePermission("customers") };

  app.post(
    "/api/user/units/register",
    { ...customer, schema: { body: unitRegistrationInput, response: { 201: unitRegistration } } },
    async (request, reply) => reply.code(201).send(await registerUnit(deps.db, userOf(request).id, request.body)),
  );

  app.get("/api/user/units/registrations", { ...customer, schema: { response: { 200: unitRegistrationList } } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await listUserRegistrations(deps.db, userOf(request).id)),
  );

  app.get(
    "/api/admin/unit-registrations",
    { ...admin, schema: { response: { 200: adminUnitRegistrationList } } },
    async (_request, reply) => reply.header("cache-control", "no-store").send(await listRegistrations(deps.db)),
  );

  app.put(
    "/api/admin/unit-registrations/:id",
    {
      ...admin,
      ...registrationId.route({ body: unitRegistrationDecision, response: { 200: adminUnitRegistration } }),
    },
    async (request) => {
      const saved = await decideRegistration(deps.db, request.params.id, request.body, userOf(request), deps.publicOrigin(request));
      // The customer's mail was queued with the decision: send it now rather than at the next poll.
      deps.mailWorker.kick();
      return saved;
    },
  );
}
