import { z } from "zod";
import { isOpenServiceStatus, serviceRequestTypes, type ServiceRequestType } from "../../../shared/contracts/service-requests";
import type { Unit } from "../../../shared/contracts/units";

/** The "Request service" dialog's fields; the server checks the unit, the window and open requests again. */
export const serviceRequestForm = z.object({
  type: z.enum(serviceRequestTypes, "Choose what you need"),
  description: z
    .string()
    .trim()
    .min(10, "Tell us in a few words what is wrong or what you need (at least 10 characters)")
    .max(4000, "At most 4000 characters"),
});

export type ServiceRequestFormValues = z.input<typeof serviceRequestForm>;

/** A return is offered only inside the unit's window (returnableUntil, in the shop's days). */
export const returnOffered = (unit: Pick<Unit, "returnableUntil">, today: string): boolean =>
  unit.returnableUntil !== null && today <= unit.returnableUntil;

/** The types the dialog offers for this unit, in the order it lists them. */
export function offeredTypes(unit: Pick<Unit, "returnableUntil">, today: string): ServiceRequestType[] {
  return returnOffered(unit, today) ? ["calibration", "repair", "return"] : ["calibration", "repair"];
}

/** The unit's open request of a type (one per unit and type): that type cannot be asked for again until it ends. */
export const openRequestOf = (unit: Pick<Unit, "serviceRequests">, type: ServiceRequestType) =>
  unit.serviceRequests.find((request) => request.type === type && isOpenServiceStatus(request.status));

/**
 * The dialog's start: the type asked for (the reminder's link asks for calibration) when it is offered
 * and not open already, else the first such type.
 */
export function serviceRequestDefaults(
  unit: Pick<Unit, "returnableUntil" | "serviceRequests">,
  today: string,
  type?: string | null,
): ServiceRequestFormValues {
  const free = offeredTypes(unit, today).filter((t) => !openRequestOf(unit, t));
  const chosen = free.find((t) => t === type) ?? free[0] ?? "calibration";
  return { type: chosen, description: "" };
}
