import { Loader2 } from "lucide-react";
import type { FormEvent } from "react";
import { US_STATES } from "../../../shared/geo";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { SelectField } from "../components/select-field";

const STATE_CHOICES = US_STATES.map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

interface TaxRateFormProps {
  state: string;
  rate: string;
  editing: boolean;
  saving: boolean;
  onStateChange: (state: string) => void;
  onRateChange: (rate: string) => void;
  onSubmit: () => void;
  onCancelEdit: () => void;
}

export function TaxRateForm({ state, rate, editing, saving, onStateChange, onRateChange, onSubmit, onCancelEdit }: TaxRateFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

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
        <form className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end" noValidate onSubmit={submit}>
          <SelectField
            id="tax-state"
            label="State"
            value={state}
            onValueChange={onStateChange}
            options={STATE_CHOICES}
            placeholder="Select a state"
          />
          <FormField id="tax-rate" label="Tax rate (%)">
            {(aria) => (
              <Input
                {...aria}
                type="number"
                inputMode="decimal"
                min="0"
                max="100"
                step="0.01"
                placeholder="e.g. 7.25"
                value={rate}
                onChange={(event) => onRateChange(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex gap-2">
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
