import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { address as addressContract, type Address } from "../../../shared/contracts/addresses";
import { order } from "../../../shared/contracts/orders";
import { getQueryFn } from "../../lib/api";
import { USER_ADDRESSES_KEY, USER_ORDERS_KEY } from "../../lib/query-keys";
import type { User } from "../../../shared/contracts/users";
import type { CheckoutFormValues } from "./checkout-form-schema";

type Form = Pick<UseFormReturn<CheckoutFormValues>, "getValues" | "setValue">;

/** Puts a saved address into the billing fields (the shipping address follows while "same as billing" is on). */
export function fillBillingAddress(form: Form, address: Address): void {
  const set = (name: keyof CheckoutFormValues, value: string) => form.setValue(name, value, { shouldDirty: true });
  set("billingCountry", address.country);
  set("billingStreet", address.street);
  set("billingCity", address.city);
  set("billingState", address.state);
  set("billingZipCode", address.zipCode);
  // The address's tax id goes with it (extensions §9); an address without one leaves what was typed.
  if (address.taxId) set("taxId", address.taxId);
}

/**
 * Spec §3: a signed-in customer's checkout fills itself from the default address and the
 * contact details of the last order (else the address's name, phone and company and the
 * account's e-mail). Only empty fields are filled, once: nothing the customer typed is replaced.
 */
export function useCheckoutPrefill(form: Form, user: User | null): { addresses: Address[] } {
  const customer = user !== null && user.role === "customer";
  const addresses = useQuery({ queryKey: USER_ADDRESSES_KEY, queryFn: getQueryFn(z.array(addressContract)), enabled: customer });
  const orders = useQuery({ queryKey: USER_ORDERS_KEY, queryFn: getQueryFn(z.array(order)), enabled: customer });
  const done = useRef(false);

  useEffect(() => {
    if (!customer || done.current || addresses.isPending || orders.isPending) return;
    done.current = true;
    const address = addresses.data?.find((a) => a.isDefault) ?? addresses.data?.[0];
    const last = orders.data?.[0];
    const fillEmpty = (name: keyof CheckoutFormValues, value: string | null | undefined) => {
      if (value && form.getValues(name) === "") form.setValue(name, value, { shouldDirty: true });
    };
    fillEmpty("customerName", last?.customerName ?? address?.name);
    fillEmpty("customerEmail", last?.customerEmail ?? user.email);
    fillEmpty("customerPhone", last?.customerPhone ?? address?.phone);
    fillEmpty("companyName", last?.companyName ?? address?.companyName);
    if (address && form.getValues("billingStreet") === "") fillBillingAddress(form, address);
  }, [customer, user, form, addresses.isPending, addresses.data, orders.isPending, orders.data]);

  return { addresses: addresses.data ?? [] };
}
