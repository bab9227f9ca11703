import { Loader2 } from "lucide-react";
import { type FieldErrors, type UseFormReturn } from "react-hook-form";
import { US_STATES } from "../../../shared/geo";
import { DecimalField } from "../../components/text-field";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { toast } from "../../hooks/use-toast";
import { FormSelectField } from "../components/select-field";
import { firstProblem, type taxRateFormSchema, type TaxRateFormValues } from "./tax-rate-validation";
import type { z } from "zod";
import { fieldsOf } from "../../lib/form-fields";

const STATE_CHOICES = US_STATES.map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

interface TaxRateFormProps {
  form: UseFormReturn<TaxRateFormValues, unknown, z.output<typeof taxRateFormSchema>>;
  editing: boolean;
  saving: boolean;
  onSave: (input: z.output<typeof taxRateFormSchema>) => void;
  onCancelEdit: () => void;
}

export function TaxRateForm({ form, editing, saving, onSave, onCancelEdit }: TaxRateFormProps) {
  const field = fieldsOf(form);
  // The spec's validation toast speaks for the form (admin.md §8); the fields show the message too.
  const onInvalid = (problems: FieldErrors<TaxRateFormValues>) =>
    toast({ title: "Validation error", description: firstProblem(problems), variant: "destructive" });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">{editing ? "Edit Tax Rate" : "Add Tax Rate"}</h2>
        <CardDescription>
          Sales tax charged on the subtotal of orders shipped to the state. Saving a state that has a rate replaces it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* noValidate: the spec's own validation toasts speak instead of the browser's bubbles. */}
        <form
          className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
          noValidate
          onSubmit={form.handleSubmit(onSave, onInvalid)}
        >
          <FormSelectField
            control={form.control}
            name="state"
            id="tax-state"
            label="State"
            options={STATE_CHOICES}
            placeholder="Select a state"
          />
          <DecimalField
            id="tax-rate"
            label="Tax rate (%)"
            type="number"
            min="0"
            max="100"
            step="0.01"
            placeholder="e.g. 7.25"
            {...field("taxRate")}
          />
          {/* Level with the inputs: a label's height above the buttons. */}
          <div className="flex gap-2 sm:pt-5">
            <Button type="submit" disabled={saving} className="flex-1 sm:flex-none">
              {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Save Tax Rate
            </Button>
            {editing ? (
              <Button variant="outline" onClick={onCancelEdit}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
