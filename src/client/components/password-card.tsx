import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { passwordChangeInput } from "../../shared/contracts/users";
import { Card, CardContent, CardDescription, CardHeader } from "./ui/card";
import { toast } from "../hooks/use-toast";
import { CurrentPasswordField, NewPasswordField } from "./text-field";
import { serverMessage } from "../lib/api";
import { useChangePassword } from "../lib/auth";
import { PendingButton } from "./pending-button";
import { fieldsOf } from "../lib/form-fields";

/** Also used by the admin's security page: staff change their own password the same way. */
export function PasswordCard() {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(passwordChangeInput), defaultValues: { currentPassword: "", newPassword: "" } });
  const field = fieldsOf(form);

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        form.reset();
        toast({ title: "Password changed", description: answer.message });
      },
      onError: (error) => toast({ title: "Password not changed", description: serverMessage(error), variant: "destructive" }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">Password</h2>
        <CardDescription>Changing it signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4" noValidate>
          <CurrentPasswordField id="current-password" label="Current password" {...field("currentPassword")} />
          <NewPasswordField id="new-password" {...field("newPassword")} />
          <PendingButton type="submit" className="justify-self-start" pending={change.isPending}>
            Change password
          </PendingButton>
        </form>
      </CardContent>
    </Card>
  );
}
