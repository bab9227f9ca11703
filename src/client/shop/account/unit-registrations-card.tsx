import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { isoDate } from "../../../shared/contracts/common";
import {
  unitRegistration,
  unitRegistrationInput,
  unitRegistrationList,
  type UnitRegistration,
  type UnitRegistrationInput,
} from "../../../shared/contracts/units";
import { shopToday } from "../../../shared/shop-time";
import { USER_UNIT_REGISTRATIONS_KEY } from "../../lib/query-keys";
import { FormField } from "../../components/form-field";
import { PrintedNumberField, TextField } from "../../components/text-field";
import { Badge } from "../../components/ui/badge";
import { NativeSelect } from "../../components/ui/native-select";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { useProducts } from "../../lib/catalog-queries";
import { formatDay } from "../../lib/dates";
import { fieldsOf } from "../../lib/form-fields";
import { FilingCard } from "./filing-card";

// The contract, with the words a person needs for the two fields a browser leaves empty.
const registrationForm = unitRegistrationInput.extend({
  productId: z.string().min(1, "Please choose the instrument"),
  purchasedOn: z.string().trim().min(1, "Please enter the date of purchase").pipe(isoDate),
});

const EMPTY = { productId: "", serial: "", purchasedFrom: "", purchasedOn: "" };

const STATUS = {
  pending: { label: "Waiting for review", variant: "warning" },
  approved: { label: "Registered", variant: "success" },
  rejected: { label: "Not registered", variant: "outline" },
} as const;

/**
 * An instrument bought from a distributor: the customer registers its serial number, staff check it
 * and, once approved, it joins the customer's instruments (extensions §7). The My Instruments page
 * may show this card too.
 */
export function UnitRegistrationsCard() {
  const queryClient = useQueryClient();
  const products = useProducts();
  const instruments = useMemo(() => (products.data ?? []).filter((p) => p.serialized), [products.data]);
  const list = useQuery({ queryKey: USER_UNIT_REGISTRATIONS_KEY, queryFn: getQueryFn(unitRegistrationList) });
  const form = useForm({ resolver: zodResolver(registrationForm), defaultValues: EMPTY });
  const field = fieldsOf(form);
  const { errors } = form.formState;
  const submit = useMutation({
    mutationFn: (values: UnitRegistrationInput) => apiJson("POST", "/api/user/units/register", unitRegistration, values),
    onSuccess: async (saved) => {
      toast({
        title: "Registration sent",
        description: `We will check ${saved.productName} serial ${saved.serial}; our answer shows here.`,
      });
      form.reset(EMPTY);
      await queryClient.invalidateQueries({ queryKey: USER_UNIT_REGISTRATIONS_KEY });
    },
    onError: (error) => toast({ title: "Not registered", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });

  return (
    <FilingCard
      title="Register an instrument bought from a distributor"
      description="Bought one of our instruments from a distributor or reseller? Register its serial number: once we have checked it, its certificates, calibration dates and warranty appear with your instruments."
      form={{
        fields: (
          <>
            <FormField id="register-product" label="Instrument" error={errors.productId?.message} className="gap-2">
              {(aria) => (
                <NativeSelect {...aria} {...form.register("productId")}>
                  <option value="">Choose the instrument</option>
                  {instruments.map((product) => (
                    <option key={product.id} value={product.id}>
                      {product.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <PrintedNumberField
              id="register-serial"
              label="Serial number"
              hint="As printed on the instrument's label."
              className="gap-2"
              {...field("serial")}
            />
            <TextField
              id="register-from"
              label="Bought from"
              placeholder="Distributor or reseller"
              className="gap-2"
              {...field("purchasedFrom")}
            />
            <TextField
              id="register-date"
              label="Date of purchase"
              type="date"
              max={shopToday()}
              className="gap-2"
              {...field("purchasedOn")}
            />
          </>
        ),
        onSubmit: (event) => void form.handleSubmit((values) => submit.mutate(values))(event),
        gap: "gap-4",
        submitLabel: "Register instrument",
        pending: submit.isPending,
      }}
      records={{ label: "Your registrations", items: list.data }}
    >
      {(item) => <RegistrationItem key={item.id} item={item} />}
    </FilingCard>
  );
}

function RegistrationItem({ item }: { item: UnitRegistration }) {
  const status = STATUS[item.status];
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 px-3 py-2">
      <span className="min-w-0">
        <span className="font-medium text-slate-900">{item.productName}</span> · serial <span className="font-mono">{item.serial}</span>
        <span className="block text-muted-foreground">
          Bought from {item.purchasedFrom} on {formatDay(item.purchasedOn, "shortDate")}
          {item.reason ? ` · ${item.reason}` : ""}
        </span>
      </span>
      <Badge variant={status.variant}>{status.label}</Badge>
    </li>
  );
}
