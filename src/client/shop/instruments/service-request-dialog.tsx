import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { ServiceRequestType } from "../../../shared/contracts/service-requests";
import type { Unit } from "../../../shared/contracts/units";
import { DialogError } from "../../components/dialog-error";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { FieldMessage } from "../../components/field-message";
import { FormField } from "../../components/form-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../components/ui/radio-group";
import { Textarea } from "../../components/ui/textarea";
import { formatDay } from "../../lib/dates";
import { serviceStatusWords } from "../../lib/service-status";
import {
  offeredTypes,
  openRequestOf,
  serviceRequestDefaults,
  serviceRequestForm,
  type ServiceRequestFormValues,
} from "./service-request-form";
import { useRequestService } from "./use-service-requests";

const CHOICES: Record<ServiceRequestType, { label: string; hint: (unit: Unit) => string }> = {
  calibration: { label: "Calibration", hint: () => "A new certificate and, for probes and antennas, new factors." },
  repair: {
    label: "Repair",
    hint: (unit) =>
      unit.warrantyEndsOn
        ? `Free while under warranty (until ${formatDay(unit.warrantyEndsOn)}); after that we quote first.`
        : "We quote first.",
  },
  return: {
    label: "Return for a refund",
    hint: (unit) => `Until ${formatDay(unit.returnableUntil ?? "")}: its price and tax back to your card once it arrives.`,
  },
};

interface ServiceRequestDialogProps {
  unit: Unit;
  today: string;
  /** The type to start with (the reminder's link asks for calibration). */
  type?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Request service" for one unit (extensions §7): what is needed and why; a return only inside its window. Mount it to open it. */
export function ServiceRequestDialog({ unit, today, type, open, onOpenChange }: ServiceRequestDialogProps) {
  const send = useRequestService();
  // Mounted when it opens (My Instruments renders it for the unit asked about): it starts afresh each time,
  // and the unit's answer being read again meanwhile leaves what the customer typed alone.
  const form = useForm({ resolver: zodResolver(serviceRequestForm), defaultValues: serviceRequestDefaults(unit, today, type) });
  const { errors } = form.formState;
  const offered = offeredTypes(unit, today);
  const submit = (values: ServiceRequestFormValues) =>
    send.mutate({ unitId: unit.id, ...serviceRequestForm.parse(values) }, { onSuccess: () => onOpenChange(false) });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {/* The serial number on one line when it fits (a hyphen is no place to break it). */}
            Request service for <span className="inline-block">S/N {unit.serial}</span>
          </DialogTitle>
          <DialogDescription>{unit.productName}. Once we approve it you get an RMA number and a form to put in the box.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium leading-none">What do you need?</legend>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <RadioGroup
                  value={field.value}
                  onValueChange={field.onChange}
                  aria-invalid={errors.type ? true : undefined}
                  aria-describedby={errors.type ? "service-type-error" : undefined}
                >
                  {offered.map((choice) => {
                    // One open request per unit and type: that type waits until the open one ends.
                    const open = openRequestOf(unit, choice);
                    return (
                      <div key={choice} className="flex items-start gap-3 rounded-md border p-3">
                        <RadioGroupItem
                          id={`service-type-${choice}`}
                          value={choice}
                          disabled={open !== undefined}
                          className="mt-0.5"
                          aria-describedby={`service-type-${choice}-hint`}
                        />
                        <div className="grid gap-0.5">
                          <Label htmlFor={`service-type-${choice}`} className={open ? "text-muted-foreground" : undefined}>
                            {CHOICES[choice].label}
                          </Label>
                          <p id={`service-type-${choice}-hint`} className="text-xs text-muted-foreground">
                            {open
                              ? `Already asked for: ${open.number} is ${serviceStatusWords(open.status).label.toLowerCase()}.`
                              : CHOICES[choice].hint(unit)}
                          </p>
                        </div>
                      </div>
                    );
                  })}
                </RadioGroup>
              )}
            />
            <FieldMessage id="service-type-error" message={errors.type?.message} />
          </fieldset>
          <FormField
            id="service-description"
            label="What is wrong, or what do you need?"
            hint="Symptoms, the frequency range you use, anything our lab should know."
            error={errors.description?.message}
          >
            {(aria) => <Textarea {...aria} rows={4} {...form.register("description")} />}
          </FormField>
          <DialogError error={send.error} fallback="The request could not be sent. Please try again." />
          <DialogFormFooter pending={send.isPending} onCancel={() => onOpenChange(false)}>
            Send request
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
