import { useMutation } from "@tanstack/react-query";
import { BellRing, Check } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { Product } from "../../../shared/contracts/catalog";
import { EmailField } from "../../components/text-field";
import { PendingButton } from "../../components/pending-button";
import { apiJson, serverMessage } from "../../lib/api";
import { useUser } from "../../lib/auth";
import { fieldsOf } from "../../lib/form-fields";
import { lazyZodResolver } from "../../lib/lazy-resolver";

interface StockAlertValues {
  email: string;
}

const inputSchema = () => import("../../../shared/contracts/stock-alerts").then((m) => m.stockAlertInput);
const acceptedContract = () => import("../../../shared/contracts/stock-alerts").then((m) => m.stockAlertAccepted);
const resolver = lazyZodResolver<StockAlertValues>(inputSchema);

/** At stock 0: the visitor leaves an address and is mailed when the product is back (extensions §8). */
export function StockAlertForm({ product }: { product: Pick<Product, "id" | "name"> }) {
  const { user } = useUser();
  const form = useForm<StockAlertValues>({ resolver, defaultValues: { email: "" } });
  const field = fieldsOf(form);
  const { dirtyFields } = form.formState;
  const { reset } = form;
  // A signed-in customer's own address, once known (the server renders the page for everyone, empty).
  const email = user?.email ?? "";
  const typed = Boolean(dirtyFields.email);
  useEffect(() => {
    if (email && !typed) reset({ email });
  }, [email, typed, reset]);

  const signUp = useMutation({
    mutationFn: (values: StockAlertValues) => apiJson("POST", `/api/products/${product.id}/stock-alerts`, acceptedContract, values),
  });
  const onSubmit = form.handleSubmit((values) => signUp.mutate(values));
  const emailField = field("email");

  return (
    <section aria-labelledby="stock-alert-title" className="rounded-lg border border-primary/30 bg-accent/50 p-4 sm:p-5">
      <h2 id="stock-alert-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <BellRing className="h-4 w-4 text-primary" aria-hidden="true" />
        Sold out for now
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Leave your e-mail and we will write as soon as it is back in stock.</p>
      {signUp.isSuccess ? (
        <p role="status" className="mt-2 flex items-start gap-2 text-sm text-slate-700">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          We will e-mail {signUp.variables.email} when {product.name} is back in stock. Each e-mail has a link to stop them.
        </p>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
          <EmailField
            id="stock-alert-email"
            label="Your e-mail"
            className="flex-1 gap-1.5"
            {...emailField}
            error={
              emailField.error ??
              (signUp.isError ? serverMessage(signUp.error, "We could not save your address. Please try again.") : undefined)
            }
          />
          <PendingButton type="submit" pending={signUp.isPending} className="sm:mt-[1.625rem]">
            Notify me when it&apos;s back
          </PendingButton>
        </form>
      )}
    </section>
  );
}
