import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";

interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
}

/** A form's yes/no field; an unset value shows as checked, as the dialogs' defaults are. */
export function CheckboxField<T extends FieldValues>({ control, name, id, label }: CheckboxFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Checkbox
            id={id}
            checked={(field.value as boolean | undefined) ?? true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
          <Label htmlFor={id} className="font-normal">
            {label}
          </Label>
        </div>
      )}
    />
  );
}
