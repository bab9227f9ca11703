import { PERMISSION_INFO, staffPermissions, type StaffPermission } from "../../../shared/contracts/permissions";
import { FieldMessage } from "../../components/field-message";
import { fieldErrorId } from "../../components/form-field";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";

/** A staff list's words for what someone holds. */
export function permissionLabels(member: { role: string; permissions: readonly StaffPermission[] }): string {
  if (member.role === "owner") return "every permission";
  return member.permissions.length > 0 ? member.permissions.map((p) => PERMISSION_INFO[p].label).join(", ") : "no permissions";
}

interface PermissionFieldsProps {
  /** Makes the ids unique when two forms are on the page. */
  idPrefix: string;
  value: readonly StaffPermission[];
  onChange: (next: StaffPermission[]) => void;
  error?: string | undefined;
}

/** The six permissions as checkboxes, each with what it opens (a react-hook-form Controller's control). */
export function PermissionFields({ idPrefix, value, onChange, error }: PermissionFieldsProps) {
  const toggle = (permission: StaffPermission, on: boolean) =>
    onChange(staffPermissions.filter((p) => (p === permission ? on : value.includes(p))));
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? fieldErrorId(idPrefix) : undefined}>
      <legend className="mb-1 text-sm font-medium">Permissions</legend>
      {staffPermissions.map((permission) => {
        const id = `${idPrefix}-${permission}`;
        return (
          <div key={permission} className="flex items-start gap-3">
            <Checkbox
              id={id}
              className="mt-0.5"
              checked={value.includes(permission)}
              aria-describedby={`${id}-about`}
              onCheckedChange={(checked) => toggle(permission, checked === true)}
            />
            <div className="grid gap-1">
              <Label htmlFor={id}>{PERMISSION_INFO[permission].label}</Label>
              <p id={`${id}-about`} className="text-xs text-muted-foreground">
                {PERMISSION_INFO[permission].description}
              </p>
            </div>
          </div>
        );
      })}
      <FieldMessage id={fieldErrorId(idPrefix)} message={error} />
    </fieldset>
  );
}
