import { contactInput, contactResponse } from "../../../shared/contracts/contact";
import type { AppDeps, AppInstance } from "../../app-types";
import { receiveContactMessage } from "./contact.service";

export function contactRoutes(app: AppInstance, deps: AppDeps): void {
  // Anonymous visitors may write; the per-IP hourly limit (CONTACT_MAX_PER_HOUR) keeps it from being a spam relay.
  app.post("/api/contact", { schema: { body: contactInput, response: { 201: contactResponse } } }, async (request, reply) => {
    const context = {
      db: deps.db,
      mailWorker: deps.mailWorker,
      shopEmail: deps.config.SHOP_EMAIL,
      maxPerHour: deps.config.CONTACT_MAX_PER_HOUR,
    };
    await receiveContactMessage(context, request.body, request.ip);
    return reply.code(201).send({ message: "Message received" });
  });
}
