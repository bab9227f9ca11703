import type { ComponentProps } from "react";
import type { FieldError } from "react-hook-form";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

interface AuthFieldProps extends ComponentProps<"input"> {
  id: string;
  label: string;
  hint?: string;
  error?: FieldError;
}

/** A labelled input with its hint and validation message tied to it for screen readers. */
export function AuthField({ id, label, hint, error, ...input }: AuthFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
