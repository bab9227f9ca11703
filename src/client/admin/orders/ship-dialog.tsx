import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { carriers, shipmentInput } from "../../../shared/contracts/orders";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { DialogError } from "./dialog-error";
import { type ShipmentInput, useShipOrder } from "./use-order-detail";

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
  const { reset: resetForm } = form;
  const { reset: resetCall } = ship;

  useEffect(() => {
    if (open) {
      resetForm(DEFAULTS);
      resetCall();
    }
  }, [open, resetForm, resetCall]);

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
          <Controller
            control={form.control}
            name="notify"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox id="ship-notify" checked={field.value ?? true} onCheckedChange={(checked) => field.onChange(checked === true)} />
                <Label htmlFor="ship-notify" className="font-normal">
                  E-mail the customer the tracking number
                </Label>
              </div>
            )}
          />
          <DialogError error={ship.error} fallback="The shipment could not be recorded. Please try again." />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={ship.isPending}>
              {ship.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Record shipment
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
