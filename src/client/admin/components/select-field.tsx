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
