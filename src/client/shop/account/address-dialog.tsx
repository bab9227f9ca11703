import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { addressInput, type Address } from "../../../shared/contracts/addresses";
import { CANADIAN_PROVINCES, countryCode, COUNTRIES, DEFAULT_COUNTRY, US_STATES } from "../../../shared/geo";
import { Checkbox } from "../../components/ui/checkbox";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { toast } from "../../hooks/use-toast";
import { TextField } from "../../components/text-field";
import { serverMessage } from "../../lib/api";
import { useSaveAddress } from "./use-account";

interface AddressDialogProps {
  open: boolean;
  /** The address to edit; none adds a new one. */
  address?: Address;
  /** The customer has none yet: this one becomes the default whatever the box says. */
  first: boolean;
  onOpenChange: (open: boolean) => void;
}

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
  isDefault: false,
};

export function AddressDialog({ open, address, first, onOpenChange }: AddressDialogProps) {
  const save = useSaveAddress();
  const form = useForm({
    resolver: zodResolver(addressInput),
    values: address ? { ...address, companyName: address.companyName ?? "" } : { ...empty, isDefault: first },
  });
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: "country" });
  const isDefault = useWatch({ control: form.control, name: "isDefault" });
  const code = countryCode(country ?? "");
  const regions = code === "US" ? US_STATES : code === "CA" ? CANADIAN_PROVINCES : null;

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
        <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2" noValidate aria-label="Address">
          <TextField
            id="address-label"
            label="Label"
            placeholder="Lab, Office, Home"
            error={errors.label?.message}
            {...form.register("label")}
          />
          <TextField id="address-name" label="Full name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
          <TextField
            id="address-company"
            label="Company (optional)"
            autoComplete="organization"
            error={errors.companyName?.message}
            {...form.register("companyName")}
          />
          <TextField
            id="address-phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...form.register("phone")}
          />
          <div className="sm:col-span-2">
            <TextField
              id="address-street"
              label="Street address"
              autoComplete="address-line1"
              error={errors.street?.message}
              {...form.register("street")}
            />
          </div>
          <TextField id="address-city" label="City" autoComplete="address-level2" error={errors.city?.message} {...form.register("city")} />
          {regions ? (
            <div className="grid gap-2">
              <Label htmlFor="address-state">{code === "US" ? "State" : "Province / Territory"}</Label>
              <NativeSelect
                id="address-state"
                autoComplete="address-level1"
                aria-invalid={errors.state ? true : undefined}
                {...form.register("state")}
              >
                <option value="">Select</option>
                {regions.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
              {errors.state ? <p className="text-sm font-medium text-destructive">{errors.state.message}</p> : null}
            </div>
          ) : (
            <TextField
              id="address-state"
              label="State / Region"
              autoComplete="address-level1"
              error={errors.state?.message}
              {...form.register("state")}
            />
          )}
          <TextField
            id="address-zip"
            label="ZIP code"
            autoComplete="postal-code"
            error={errors.zipCode?.message}
            {...form.register("zipCode")}
          />
          <div className="grid gap-2">
            <Label htmlFor="address-country">Country</Label>
            <NativeSelect
              id="address-country"
              autoComplete="country-name"
              {...form.register("country", { onChange: () => form.setValue("state", "") })}
            >
              {COUNTRIES.map(([countryId, label]) => (
                <option key={countryId} value={label}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
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
      </DialogContent>
    </Dialog>
  );
}
