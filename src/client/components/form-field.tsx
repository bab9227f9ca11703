import type { ReactNode } from "react";
import { cn } from "../lib/utils";
import { FieldMessage } from "./field-message";
import { Label } from "./ui/label";

/** What ties a control to its label and message: its id, and while invalid aria-invalid. */
export interface FieldAria {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export const fieldErrorId = (id: string) => `${id}-error`;
const fieldHintId = (id: string) => `${id}-hint`;

/** The control is described by its error when it has one, else by its hint. */
export function fieldAria(id: string, error: string | undefined, hasHint = false): FieldAria {
  if (error) return { id, "aria-invalid": true, "aria-describedby": fieldErrorId(id) };
  return hasHint ? { id, "aria-describedby": fieldHintId(id) } : { id };
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** Shown under the control until there is an error to show instead. */
  hint?: ReactNode;
  className?: string;
  labelClassName?: string;
  /** The control, given the id and ARIA that tie it to the label, the hint and the message. */
  children: (aria: FieldAria) => ReactNode;
}

/** Every form's field: a label above its control and the hint or validation message below it. */
export function FormField({ id, label, error, hint, className, labelClassName, children }: FormFieldProps) {
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children(fieldAria(id, error, hint !== undefined))}
      {hint !== undefined && !error ? (
        <p id={fieldHintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={fieldErrorId(id)} message={error} />
    </div>
  );
}
