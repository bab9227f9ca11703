import { z } from "zod";
import { moneyInput } from "../../../shared/contracts/common";
import type { AdminServiceRequestDetail, ServiceRequestStatus, ServiceRequestUpdate } from "../../../shared/contracts/service-requests";

/** The button and dialog of each next step. */
export const STEP_TEXTS: Record<ServiceRequestStatus, { action: string; title: string }> = {
  requested: { action: "Requested", title: "Requested" },
  approved: { action: "Approve", title: "Approve" },
  rejected: { action: "Reject", title: "Reject" },
  received: { action: "Mark received", title: "Mark received" },
  in_service: { action: "Mark in service", title: "Mark in service" },
  shipped_back: { action: "Mark shipped back", title: "Mark shipped back" },
  closed: { action: "Close", title: "Close" },
};

/** Approving takes a price only for work that is paid: a calibration, or a repair out of warranty. */
export const takesPrice = (request: Pick<AdminServiceRequestDetail, "type" | "underWarranty">, to: ServiceRequestStatus) =>
  to === "approved" && (request.type === "calibration" || (request.type === "repair" && !request.underWarranty));

/** The step dialog's fields: a reason the customer reads (required to reject), a price when it takes one. */
export function stepForm(to: ServiceRequestStatus) {
  return z
    .object({
      note: z.string().trim().max(2000, "At most 2000 characters"),
      price: z.string().trim(),
    })
    .superRefine((values, ctx) => {
      if (to === "rejected" && values.note === "")
        ctx.addIssue({ code: "custom", path: ["note"], message: "Tell the customer why: they read it in their e-mail" });
      if (values.price !== "") {
        const price = moneyInput.safeParse(values.price);
        if (!price.success || Number(price.data) <= 0)
          ctx.addIssue({
            code: "custom",
            path: ["price"],
            message: "Enter a price in dollars and cents, more than 0.00, or leave it empty",
          });
      }
    });
}

export type StepFormValues = { note: string; price: string };
export const stepDefaults: StepFormValues = { note: "", price: "" };

/** The PUT's body: the status, the note when there is one, the price when the step takes one and it was given. */
export function toStepInput(to: ServiceRequestStatus, values: StepFormValues, priced: boolean): ServiceRequestUpdate {
  const note = values.note.trim();
  const price = values.price.trim();
  return { status: to, ...(note ? { note } : {}), ...(priced && price ? { price } : {}) };
}
