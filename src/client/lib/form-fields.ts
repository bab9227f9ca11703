import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from "react-hook-form";

type FormOf<T extends FieldValues> = Pick<UseFormReturn<T>, "register" | "getFieldState" | "formState">;

/**
 * A form's fields as TextField takes them, each named once: `const field = fieldsOf(form)`, then
 * `<TextField id label {...field("email")} />` gives the input its registration and the field its message
 * (read through the form's state during render, so the message follows every validation).
 */
export function fieldsOf<T extends FieldValues>(form: FormOf<T>) {
  return (name: FieldPath<T>, options?: RegisterOptions<T, FieldPath<T>>) => ({
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name, options),
  });
}
