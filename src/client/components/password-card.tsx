import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { passwordChangeInput } from "../../shared/contracts/users";
import { Card, CardContent, CardDescription, CardHeader } from "./ui/card";
import { toast } from "../hooks/use-toast";
import { NewPasswordField, TextField } from "./text-field";
import { serverMessage } from "../lib/api";
import { useChangePassword } from "../lib/auth";
import { PendingButton } from "./pending-button";

/** Also used by the admin's security page: staff change their own password the same way. */
export function PasswordCard() {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(passwordChangeInput), defaultValues: { currentPassword: "", newPassword: "" } });
  const { errors } = form.formState;

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
          <TextField
            id="current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register("currentPassword")}
          />
          <NewPasswordField id="new-password" error={errors.newPassword?.message} {...form.register("newPassword")} />
          <PendingButton type="submit" className="justify-self-start" pending={change.isPending}>
            Change password
          </PendingButton>
        </form>
      </CardContent>
    </Card>
  );
}
