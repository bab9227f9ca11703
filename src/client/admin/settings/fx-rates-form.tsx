import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { foreignCurrencies, type FxSettings } from "../../../shared/contracts/fx";
import { DecimalField } from "../../components/text-field";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../components/ui/radio-group";
import { fieldsOf } from "../../lib/form-fields";
import { fxRatesFormDefaults, fxRatesFormSchema } from "./fx-rates-validation";
import { useSaveFxRates } from "./use-fx-settings";

const CURRENCY_NAMES = { EUR: "Euro", GBP: "Pound sterling", JPY: "Japanese yen", CAD: "Canadian dollar", AUD: "Australian dollar" };

const choices = (ecbConfigured: boolean) =>
  [
    { value: "owner", label: "Fixed by me", hint: "The rates below, until you change them." },
    {
      value: "ecb",
      label: "ECB daily",
      hint: ecbConfigured
        ? "The European Central Bank's reference rates, fetched daily; yours below until the first fetch."
        : "Needs FX_RATES_URL, which is not set: until then the rates below are used.",
    },
  ] as const;

/** Which rates win, and the owner's own (react-hook-form + zod, the kit's fields). */
export function FxRatesForm({ settings }: { settings: FxSettings }) {
  const form = useForm({ resolver: zodResolver(fxRatesFormSchema), defaultValues: fxRatesFormDefaults(settings) });
  const field = fieldsOf(form);
  const save = useSaveFxRates();

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">Set the rates</h2>
        <CardDescription>Units of each currency for 1 US dollar, as banks quote them (e.g. EUR 0.92 means $1 = €0.92).</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-6" noValidate onSubmit={form.handleSubmit((input) => save.mutate(input))}>
          <Controller
            control={form.control}
            name="use"
            render={({ field: choice }) => (
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium leading-none">Rates the shop uses</legend>
                <RadioGroup
                  name={choice.name}
                  ref={choice.ref}
                  value={choice.value}
                  onValueChange={choice.onChange}
                  aria-label="Rates the shop uses"
                  className="grid gap-3 sm:grid-cols-2"
                >
                  {choices(settings.ecb.configured).map((option) => (
                    <Label
                      key={option.value}
                      htmlFor={`fx-use-${option.value}`}
                      className="flex cursor-pointer items-start gap-3 rounded-md border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                    >
                      <RadioGroupItem value={option.value} id={`fx-use-${option.value}`} className="mt-0.5" />
                      <span className="grid gap-1">
                        <span className="text-sm font-semibold text-slate-900">{option.label}</span>
                        <span className="text-sm text-muted-foreground">{option.hint}</span>
                      </span>
                    </Label>
                  ))}
                </RadioGroup>
              </fieldset>
            )}
          />
          <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <legend className="sr-only">Your rates per 1 USD</legend>
            {foreignCurrencies.map((currency) => (
              <DecimalField
                key={currency}
                id={`fx-rate-${currency}`}
                label={`${currency} per $1`}
                hint={CURRENCY_NAMES[currency]}
                {...field(currency)}
              />
            ))}
          </fieldset>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Save Rates
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
