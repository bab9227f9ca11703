import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { AdminServiceRequestDetail, ServiceRequestStatus } from "../../../shared/contracts/service-requests";
import { DialogError } from "../../components/dialog-error";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { FormField } from "../../components/form-field";
import { DecimalField } from "../../components/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Textarea } from "../../components/ui/textarea";
import { formatDay } from "../../lib/dates";
import { fieldsOf } from "../../lib/form-fields";
import { STEP_TEXTS, stepDefaults, stepForm, takesPrice, toStepInput, type StepFormValues } from "./step-form";
import { useStepServiceRequest } from "./use-service";

/** What taking the step does, said before staff confirm it. */
function consequence(request: AdminServiceRequestDetail, to: ServiceRequestStatus): string {
  if (to === "approved") {
    if (request.type === "return") return "The customer gets the RMA form; the refund follows when the unit arrives.";
    if (request.type === "repair" && request.underWarranty)
      return `Under warranty until ${formatDay(request.unit.warrantyEndsOn ?? "")}: the repair is free. The customer gets the RMA form.`;
    return "With a price, the customer gets a quote (tax of their address, return shipping included) to order by card or on Net 30, with the RMA form. Without one, the work is free.";
  }
  if (to === "rejected") return "The customer reads your reason in their e-mail.";
  if (to === "received" && request.type === "return")
    return "Refunds the unit's price with its share of tax to the customer's card through the order's refund, and puts one unit back in stock.";
  return "The customer is e-mailed, with your note if you write one.";
}

interface StepDialogProps {
  request: AdminServiceRequestDetail;
  to: ServiceRequestStatus | null;
  onClose: () => void;
}

/** One step of a request: an optional note (a reason to reject), a price when approving paid work. */
export function StepDialog({ request, to, onClose }: StepDialogProps) {
  const step = useStepServiceRequest(request.id);
  const status = to ?? "approved";
  const priced = takesPrice(request, status);
  const form = useForm<StepFormValues>({ resolver: zodResolver(stepForm(status)), defaultValues: stepDefaults });
  const field = fieldsOf(form);
  const { errors } = form.formState;
  const { reset } = form;
  const resetStep = step.reset;
  useEffect(() => {
    if (to) {
      reset(stepDefaults);
      resetStep();
    }
  }, [to, reset, resetStep]);
  const texts = STEP_TEXTS[status];

  return (
    <Dialog open={to !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {texts.title}: {request.number}
          </DialogTitle>
          <DialogDescription>{consequence(request, status)}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) =>
            void form.handleSubmit((values) => step.mutate(toStepInput(status, values, priced), { onSuccess: onClose }))(event)
          }
        >
          {priced ? (
            <DecimalField
              id="service-step-price"
              label="Price (USD, before tax)"
              hint="Leave empty to do the work free of charge."
              {...field("price")}
            />
          ) : null}
          <FormField
            id="service-step-note"
            label={status === "rejected" ? "Reason" : "Note to the customer (optional)"}
            error={errors.note?.message}
          >
            {(aria) => <Textarea {...aria} rows={3} {...form.register("note")} />}
          </FormField>
          <DialogError error={step.error} fallback="The step could not be saved. Please try again." />
          <DialogFormFooter pending={step.isPending} onCancel={onClose}>
            {texts.action}
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
