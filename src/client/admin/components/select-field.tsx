import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { FormField } from "../../components/form-field";
import { OptionSelect, type OptionSelectProps } from "./option-select";

interface SelectFieldProps extends Omit<OptionSelectProps, "trigger"> {
  id: string;
  label: string;
  error?: string | undefined;
  className?: string;
  onBlur?: () => void;
}

/** A labelled select of plain choices: a FormField around an OptionSelect. */
export function SelectField({ id, label, error, className, onBlur, ...select }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      {(aria) => <OptionSelect {...select} trigger={{ ...aria, onBlur }} />}
    </FormField>
  );
}

interface FormSelectFieldProps<T extends FieldValues> extends Omit<SelectFieldProps, "value" | "onValueChange" | "onBlur" | "error"> {
  control: Control<T>;
  name: Path<T>;
}

/** A form's select: the SelectField of one react-hook-form field, with the field's own error. */
export function FormSelectField<T extends FieldValues>({ control, name, ...select }: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...select}
          value={field.value as string}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
