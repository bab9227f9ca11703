import { webhookEventDescriptions, webhookEventTypes, type WebhookEventType } from "../../../shared/contracts/webhooks";
import { FieldMessage } from "../../components/field-message";
import { fieldErrorId } from "../../components/form-field";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";

interface WebhookEventsFieldProps {
  idPrefix: string;
  value: readonly string[];
  onChange: (next: WebhookEventType[]) => void;
  error?: string | undefined;
}

/** The events as checkboxes, each with what it means (a react-hook-form Controller's control). */
export function WebhookEventsField({ idPrefix, value, onChange, error }: WebhookEventsFieldProps) {
  const toggle = (event: WebhookEventType, on: boolean) =>
    onChange(webhookEventTypes.filter((e) => (e === event ? on : value.includes(e))));
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? fieldErrorId(idPrefix) : undefined}>
      <legend className="mb-1 text-sm font-medium">Events</legend>
      {webhookEventTypes.map((event) => {
        const id = `${idPrefix}-${event.replace(/[._]/g, "-")}`;
        return (
          <div key={event} className="flex items-start gap-3">
            <Checkbox
              id={id}
              className="mt-0.5"
              checked={value.includes(event)}
              aria-describedby={`${id}-about`}
              onCheckedChange={(checked) => toggle(event, checked === true)}
            />
            <div className="grid gap-1">
              <Label htmlFor={id} className="font-mono text-xs">
                {event}
              </Label>
              <p id={`${id}-about`} className="text-xs text-muted-foreground">
                {webhookEventDescriptions[event]}
              </p>
            </div>
          </div>
        );
      })}
      <FieldMessage id={fieldErrorId(idPrefix)} message={error} />
    </fieldset>
  );
}
