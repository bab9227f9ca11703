import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { carriers, shipmentInput } from "../../../shared/contracts/orders";
import { FormField } from "../../components/form-field";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { CheckboxField } from "./checkbox-field";
import { DialogError } from "./dialog-error";
import { type ShipmentInput, useShipOrder } from "./use-order-detail";
import { useResetOnOpen } from "./use-reset-on-open";

interface ShipDialogProps {
  orderId: string;
  orderNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const DEFAULTS: ShipmentInput = { carrier: "UPS", trackingNumber: "", notify: true };

/** Records a shipment (POST /api/admin/orders/{id}/shipments): carrier, tracking number, e-mail the customer or not. */
export function ShipDialog({ orderId, orderNumber, open, onOpenChange }: ShipDialogProps) {
  const ship = useShipOrder(orderId);
  const form = useForm({ resolver: zodResolver(shipmentInput), defaultValues: DEFAULTS });
  const { errors } = form.formState;
  useResetOnOpen(open, DEFAULTS, form.reset, ship.reset);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Ship order #{orderNumber}</DialogTitle>
          <DialogDescription>The order becomes completed. With the e-mail on, the customer gets the tracking link.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={form.handleSubmit((values) => ship.mutate(values, { onSuccess: () => onOpenChange(false) }))}
        >
          <FormField id="ship-carrier" label="Carrier" error={errors.carrier?.message}>
            {(aria) => (
              <NativeSelect {...aria} {...form.register("carrier")}>
                {carriers.map((carrier) => (
                  <option key={carrier} value={carrier}>
                    {carrier}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id="ship-tracking"
            label="Tracking number"
            error={errors.trackingNumber?.message}
            hint="UPS: 1Z followed by 16 letters and digits."
          >
            {(aria) => <Input {...aria} autoComplete="off" spellCheck={false} className="font-mono" {...form.register("trackingNumber")} />}
          </FormField>
          <CheckboxField control={form.control} name="notify" id="ship-notify" label="E-mail the customer the tracking number" />
          <DialogError error={ship.error} fallback="The shipment could not be recorded. Please try again." />
          <DialogFormFooter pending={ship.isPending} onCancel={() => onOpenChange(false)}>
            Record shipment
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
