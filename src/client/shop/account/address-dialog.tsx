import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { addressInput, type AddressInput, type Address } from "../../../shared/contracts/addresses";
import { DEFAULT_COUNTRY, isUnitedStates } from "../../../shared/geo";
import { AddressFields, type AddressFieldNames } from "../../components/address-fields";
import { Checkbox } from "../../components/ui/checkbox";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { toast } from "../../hooks/use-toast";
import { PrintedNumberField, TextField } from "../../components/text-field";
import { serverMessage } from "../../lib/api";
import { useSaveAddress } from "./use-account";
import { fieldsOf } from "../../lib/form-fields";

interface AddressDialogProps {
  open: boolean;
  /** The address to edit; none adds a new one. */
  address?: Address;
  /** The customer has none yet: this one becomes the default whatever the box says. */
  first: boolean;
  onOpenChange: (open: boolean) => void;
}

const ADDRESS_NAMES: AddressFieldNames<AddressInput> = {
  street: "street",
  city: "city",
  state: "state",
  zip: "zipCode",
  country: "country",
};

const empty = {
  label: "",
  name: "",
  companyName: "",
  phone: "",
  street: "",
  city: "",
  state: "",
  zipCode: "",
  country: DEFAULT_COUNTRY,
  taxId: "",
  isDefault: false,
};

export function AddressDialog({ open, address, first, onOpenChange }: AddressDialogProps) {
  const save = useSaveAddress();
  const form = useForm({
    resolver: zodResolver(addressInput),
    values: address ? { ...address, companyName: address.companyName ?? "", taxId: address.taxId ?? "" } : { ...empty, isDefault: first },
  });
  const field = fieldsOf(form);
  const isDefault = useWatch({ control: form.control, name: "isDefault" });
  const country = useWatch({ control: form.control, name: "country" });

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: address?.id, input },
      {
        onSuccess: () => {
          toast({ title: address ? "Address updated" : "Address saved" });
          onOpenChange(false);
        },
        onError: (error) => toast({ title: "Address not saved", description: serverMessage(error), variant: "destructive" }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{address ? "Edit address" : "Add address"}</DialogTitle>
          <DialogDescription>Saved addresses fill the checkout for you.</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2" noValidate aria-label="Address">
            <TextField id="address-label" label="Label" placeholder="Lab, Office, Home" {...field("label")} />
            <TextField id="address-name" label="Full Name" autoComplete="name" {...field("name")} />
            <TextField id="address-company" label="Company Name (optional)" autoComplete="organization" {...field("companyName")} />
            <TextField id="address-phone" label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
            <AddressFields names={ADDRESS_NAMES} idOf={(name) => `address-${name}`} className="sm:col-span-2" />
            {country && !isUnitedStates(country) ? (
              <PrintedNumberField
                id="address-tax-id"
                label="Tax ID / VAT Number (optional)"
                hint="For example DE123456789: filled into the checkout with this address."
                {...field("taxId")}
              />
            ) : null}
            <div className="flex items-center gap-3 sm:col-span-2">
              <Checkbox
                id="address-default"
                checked={isDefault === true}
                onCheckedChange={(checked) => form.setValue("isDefault", checked === true)}
              />
              <Label htmlFor="address-default" className="cursor-pointer">
                Use as my default address
              </Label>
            </div>
            <DialogFormFooter className="sm:col-span-2" pending={save.isPending} onCancel={() => onOpenChange(false)}>
              Save address
            </DialogFormFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
