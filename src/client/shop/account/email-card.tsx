import { zodResolver } from "@hookform/resolvers/zod";
import { BadgeCheck, MailWarning } from "lucide-react";
import { useForm } from "react-hook-form";
import { emailChangeInput, type User } from "../../../shared/contracts/users";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { toast } from "../../hooks/use-toast";
import { EmailField } from "../../components/text-field";
import { serverMessage } from "../../lib/api";
import { useChangeEmail } from "./use-account";
import { PendingButton } from "../../components/pending-button";
import { fieldsOf } from "../../lib/form-fields";

export function EmailCard({ user }: { user: User }) {
  const change = useChangeEmail();
  const form = useForm({ resolver: zodResolver(emailChangeInput), values: { email: user.email ?? "" } });
  const field = fieldsOf(form);

  const onSubmit = form.handleSubmit(({ email }) =>
    change.mutate(email, {
      onSuccess: (updated) =>
        toast({
          title: updated.emailVerified ? "E-mail address saved" : "Check your inbox",
          description: updated.emailVerified ? undefined : `We sent a confirmation link to ${updated.email ?? email}.`,
        }),
      onError: (error) => toast({ title: "E-mail not changed", description: serverMessage(error), variant: "destructive" }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">E-mail address</h2>
        <CardDescription>Order confirmations and password-reset links go here.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {user.email ? (
          user.emailVerified ? (
            <p className="flex items-center gap-2 text-sm text-emerald-700" data-testid="email-status">
              <BadgeCheck className="h-4 w-4" aria-hidden="true" />
              {user.email} is verified.
            </p>
          ) : (
            <p className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="email-status">
              <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                {user.email} is not verified yet: open the link we e-mailed you. Until then a forgotten password cannot be reset. Save the
                address again to get a new link.
              </span>
            </p>
          )
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="email-status">
            No e-mail address yet. Add one so you can reset a forgotten password.
          </p>
        )}
        <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4" noValidate>
          <EmailField id="account-email" label="E-mail" {...field("email")} />
          <PendingButton type="submit" className="justify-self-start" pending={change.isPending}>
            {user.email ? "Save and send link" : "Add e-mail"}
          </PendingButton>
        </form>
      </CardContent>
    </Card>
  );
}
