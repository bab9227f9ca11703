import type { ComponentProps, ReactNode } from "react";
import { FormField } from "./form-field";
import { Input } from "./ui/input";
import { Textarea } from "./ui/textarea";

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** The input's own classes (a monospaced number); `className` is the field's. */
  inputClassName?: string;
}

export interface TextFieldProps extends Omit<ComponentProps<"input">, "id">, FieldFrameProps {}

/**
 * The common case of FormField, and every form's text input: a labelled input with its hint and
 * message. With react-hook-form, spread `field(name)` of `fieldsOf(form)` (lib/form-fields) into it: the
 * registration and the message, the name written once (`disabled` as a prop of its own).
 */
export function TextField({ id, label, error, hint, className, inputClassName, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => <Input {...aria} className={inputClassName} {...input} />}
    </FormField>
  );
}

/** TextField's several-line sibling: a labelled textarea with its hint and message, `field(name)` spread into it. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  inputClassName,
  ...textarea
}: Omit<ComponentProps<"textarea">, "id"> & FieldFrameProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => <Textarea {...aria} className={inputClassName} {...textarea} />}
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

/** The password the account has now, to sign in or to confirm a change: masked, filled by the password manager. */
export function CurrentPasswordField({
  label = "Password",
  ...props
}: Omit<TextFieldProps, "type" | "autoComplete" | "label"> & { label?: ReactNode }) {
  return <TextField label={label} type="password" autoComplete="current-password" {...props} />;
}

/** A username (or an e-mail) typed to sign in: filled by the password manager, never capitalised or spell-checked. */
export function UsernameField(props: Omit<TextFieldProps, "autoComplete" | "autoCapitalize" | "spellCheck">) {
  return <TextField autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** A number copied from a label or a paper (a serial number, a certificate number): no autofill, no spelling check. */
export function PrintedNumberField(props: Omit<TextFieldProps, "autoComplete" | "spellCheck">) {
  return <TextField autoComplete="off" spellCheck={false} {...props} />;
}

/** A code from an authenticator app (or a recovery code): the digits keyboard, filled by the browser from a one-time-code source. */
export function OneTimeCodeField({
  label = "Authentication code",
  ...props
}: Omit<TextFieldProps, "inputMode" | "autoComplete" | "label"> & { label?: ReactNode }) {
  return <TextField label={label} inputMode="numeric" autoComplete="one-time-code" {...props} />;
}

/** An e-mail address: the e-mail keyboard, filled by the browser unless `autoComplete` says otherwise. */
export function EmailField(props: Omit<TextFieldProps, "type" | "inputMode">) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** An amount or a rate typed by hand (dollars, percent): the decimal keyboard, nothing offered from earlier entries. */
export function DecimalField(props: Omit<TextFieldProps, "inputMode">) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} />;
}

/** A web address the owner types or pastes: the URL keyboard, no autofill, no spelling check. */
export function UrlField(props: Omit<TextFieldProps, "type" | "inputMode">) {
  return <TextField type="url" inputMode="url" autoComplete="off" spellCheck={false} {...props} />;
}
