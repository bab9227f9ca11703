import type { ComponentProps, ReactNode } from "react";
import { FormField } from "./form-field";
import { Input } from "./ui/input";

interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** The common case of FormField: a labelled text input with its hint and message. */
export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className ?? "gap-2"}>
      {(aria) => <Input {...aria} {...input} />}
    </FormField>
  );
}
