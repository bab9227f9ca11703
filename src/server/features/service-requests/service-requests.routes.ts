import type { FastifyRequest } from "fastify";
import {
  adminServiceRequestDetail,
  adminServiceRequestList,
  serviceRequest,
  serviceRequestDetail,
  serviceRequestInput,
  serviceRequestList,
  serviceRequestsQuery,
  serviceRequestUpdate,
} from "../../../shared/contracts/service-requests";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { serialIdParam } from "../../http/id-param";
import { sendPdf } from "../../http/send-file";
import { getServiceRequest, listServiceRequests, updateServiceRequest } from "./service-admin.service";
import {
  createServiceRequest,
  getOwnServiceRequest,
  listOwnServiceRequests,
  ownRmaPdf,
  REQUEST_NOT_FOUND,
  type CustomerServiceContext,
} from "./service-requests.service";
import type { ServiceChangeContext } from "./service-steps";
import { orderChangeContext } from "../../domain/orders/order-change";

const requestId = serialIdParam(REQUEST_NOT_FOUND);

/** Service requests (RMA, extensions §7): customers ask for their own units; Admin › Service (the service permission) takes them through their steps. */
export function serviceRequestsRoutes(app: AppInstance, deps: AppDeps): void {
  const customer = { onRequest: deps.guards.requireCustomer };
  const service = { onRequest: deps.guards.requirePermission("service") };
  const customerContext = (request: FastifyRequest): CustomerServiceContext => ({
    db: deps.db,
    mailWorker: deps.mailWorker,
    log: request.log,
    origin: deps.publicOrigin(request),
    returnWindowDays: deps.config.RETURN_WINDOW_DAYS,
  });
  const changeContext = (request: FastifyRequest): ServiceChangeContext => orderChangeContext(deps, deps.publicOrigin(request));

  app.post(
    "/api/user/service-requests",
    { ...customer, schema: { body: serviceRequestInput, response: { 201: serviceRequest } } },
    async (request, reply) => reply.code(201).send(await createServiceRequest(customerContext(request), userOf(request).id, request.body)),
  );

  app.get("/api/user/service-requests", { ...customer, schema: { response: { 200: serviceRequestList } } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await listOwnServiceRequests(deps.db, userOf(request).id)),
  );

  app.get(
    "/api/user/service-requests/:id",
    { ...customer, ...requestId.route({ response: { 200: serviceRequestDetail } }) },
    async (request, reply) =>
      reply.header("cache-control", "no-store").send(await getOwnServiceRequest(deps.db, userOf(request).id, request.params.id)),
  );

  app.get("/api/user/service-requests/:id/rma.pdf", { ...customer, ...requestId.route() }, async (request, reply) =>
    sendPdf(reply, await ownRmaPdf(deps.db, userOf(request).id, request.params.id)),
  );

  app.get(
    "/api/admin/service-requests",
    { ...service, schema: { querystring: serviceRequestsQuery, response: { 200: adminServiceRequestList } } },
    async (request, reply) => reply.header("cache-control", "no-store").send(await listServiceRequests(deps.db, request.query)),
  );

  app.get(
    "/api/admin/service-requests/:id",
    { ...service, ...requestId.route({ response: { 200: adminServiceRequestDetail } }) },
    async (request, reply) => reply.header("cache-control", "no-store").send(await getServiceRequest(deps.db, request.params.id)),
  );

  app.put(
    "/api/admin/service-requests/:id",
    {
      ...service,
      ...requestId.route({ body: serviceRequestUpdate, response: { 200: adminServiceRequestDetail } }),
    },
    async (request) => updateServiceRequest(changeContext(request), request.params.id, request.body, userOf(request)),
  );
}
