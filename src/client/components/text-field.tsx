import type { ComponentProps, ReactNode } from "react";
import { FormField } from "./form-field";
import { Input } from "./ui/input";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
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

/** A new password: masked, offered to the password manager as new, with the length rule under it. */
export function NewPasswordField({
  label = "New password",
  ...props
}: Omit<TextFieldProps, "type" | "autoComplete" | "hint" | "label"> & { label?: ReactNode }) {
  return <TextField label={label} type="password" autoComplete="new-password" hint="Minimum 8 characters required" {...props} />;
}
