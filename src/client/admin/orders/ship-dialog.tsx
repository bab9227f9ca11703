import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { carriers, type Order } from "../../../shared/contracts/orders";
import { readOrderLines } from "../../../shared/contracts/order-line";
import { FormField } from "../../components/form-field";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { FieldMessage } from "../../components/field-message";
import { PrintedNumberField } from "../../components/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { NativeSelect } from "../../components/ui/native-select";
import { useProducts } from "../../lib/catalog-queries";
import { fieldsOf } from "../../lib/form-fields";
import { CheckboxField } from "../components/checkbox-field";
import { DialogError } from "../../components/dialog-error";
import { ParcelLineFields } from "./parcel-line-fields";
import { parcelDefaults, parcelForm, toShipmentInput, type ParcelFormValues } from "./parcel-form";
import { useShipOrder } from "./use-order-detail";
import { useResetOnOpen } from "./use-reset-on-open";

interface ShipDialogProps {
  order: Pick<Order, "id" | "items" | "shipments">;
  orderNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Records a parcel (POST /api/admin/orders/{id}/shipments): carrier, tracking number, which lines
 * and how many, a serial number per unit of an instrument (scanned or typed; a scanner's Enter moves
 * to the next field), e-mail the customer or not.
 */
export function ShipDialog({ order, orderNumber, open, onOpenChange }: ShipDialogProps) {
  const ship = useShipOrder(order.id);
  const products = useProducts();
  const defaults = useMemo(() => {
    const serialized = new Set((products.data ?? []).filter((p) => p.serialized).map((p) => p.id));
    return parcelDefaults(readOrderLines(order.items), order.shipments, (id) => serialized.has(id));
  }, [order.items, order.shipments, products.data]);
  const form = useForm<ParcelFormValues>({ resolver: zodResolver(parcelForm), defaultValues: defaults });
  const { errors } = form.formState;
  const field = fieldsOf(form);
  useResetOnOpen(open, defaults, form.reset, ship.reset);
  const partial = order.shipments.length > 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Ship order #{orderNumber}</DialogTitle>
          <DialogDescription>
            {partial ? "What is still to ship is chosen. " : ""}The order is completed once every line has shipped. With the e-mail on, the
            customer gets what is in the parcel and the tracking link.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={form.handleSubmit((values) => ship.mutate(toShipmentInput(values), { onSuccess: () => onOpenChange(false) }))}
        >
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
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
            <PrintedNumberField
              id="ship-tracking"
              label="Tracking number"
              hint="UPS: 1Z followed by 16 letters and digits."
              inputClassName="font-mono"
              {...field("trackingNumber")}
            />
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">In this parcel</legend>
            {defaults.lines.map((line, i) => (
              <ParcelLineFields key={line.index} form={form} position={i} line={line} />
            ))}
            <FieldMessage id="ship-lines-error" message={errors.lines?.root?.message ?? errors.lines?.message} />
          </fieldset>
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
