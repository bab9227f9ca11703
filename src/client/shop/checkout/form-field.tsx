import type { ReactNode } from "react";
import { Label } from "../../components/ui/label";
import { cn } from "../../lib/utils";
import { errorId, fieldId, hintId } from "./field-aria";

interface FormFieldProps {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label above its control and the field's message below it. */
export function FormField({ name, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={fieldId(name)}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={hintId(name)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(name)} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
