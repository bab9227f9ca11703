import type { unitRegistrations } from "../../db/schema/units";
import type { Mail } from "../../domain/mail/mail-kinds";
import { instrumentsPageUrl } from "../../domain/units/unit-mail";
import type { HandedOverUnit } from "./unit-hand-over";

type Registration = Pick<typeof unitRegistrations.$inferSelect, "serial" | "productName" | "purchasedFrom" | "purchasedOn" | "reason">;

/** The staff's answer to a registration: the unit is now in the account (with its warranty), or why not. */
export function registrationDecisionMail(
  registration: Registration,
  to: string,
  username: string,
  unit: HandedOverUnit | null,
  origin: string,
): Mail {
  return {
    to,
    template: {
      kind: "unit-registration",
      props: {
        username,
        productName: registration.productName,
        serial: registration.serial,
        purchasedFrom: registration.purchasedFrom,
        purchasedOn: registration.purchasedOn,
        reason: registration.reason,
        accepted: unit !== null,
        warrantyEndsOn: unit?.warrantyEndsOn ?? null,
        pageUrl: instrumentsPageUrl(origin),
      },
    },
  };
}
