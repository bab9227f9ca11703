import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { messageResponse, newPassword, passwordResetConfirmed, passwordResetRequest } from "../../../shared/contracts/users";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { usePageTitle } from "../../hooks/use-page-title";
import { toast } from "../../hooks/use-toast";
import { NewPasswordField, TextField, UsernameField } from "../../components/text-field";
import { apiJson, serverMessage } from "../../lib/api";
import { useLinkToken } from "./use-link-token";
import { PendingButton } from "../../components/pending-button";
import { fieldsOf } from "../../lib/form-fields";

const setPasswordForm = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The passwords do not match" });

/** /reset-password: without a token, ask for a link; with one (from the e-mail), choose the new password. */
export function ResetPasswordPage() {
  usePageTitle("Reset Password");
  const token = useLinkToken();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex max-w-md flex-col px-4 py-12 md:py-20">
        <Card className="p-6 shadow-md sm:p-8">{token ? <SetPasswordForm token={token} /> : <RequestLinkForm />}</Card>
      </div>
    </div>
  );
}

function RequestLinkForm() {
  const [sent, setSent] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (login: string) => apiJson("POST", "/api/password-reset/request", messageResponse, { login }),
  });
  const form = useForm({ resolver: zodResolver(passwordResetRequest), defaultValues: { login: "" } });
  const field = fieldsOf(form);
  const onSubmit = form.handleSubmit(({ login }) =>
    request.mutate(login, {
      onSuccess: (answer) => setSent(answer.message),
      onError: (error) => toast({ title: "Request failed", description: serverMessage(error), variant: "destructive" }),
    }),
  );

  if (sent) {
    return (
      <div className="text-center" role="status">
        <CheckCircle2 className="mx-auto h-10 w-10 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Check your e-mail</h1>
        <p className="mt-3 text-muted-foreground">{sent}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/auth">Back to login</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <KeyRound className="h-8 w-8 text-primary" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">Forgot your password?</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Enter your username or e-mail address. If the account has a verified e-mail address, we send it a link to choose a new password.
      </p>
      <form onSubmit={(e) => void onSubmit(e)} className="mt-6 grid gap-5" noValidate>
        <UsernameField id="reset-login" label="Username or e-mail" {...field("login")} />
        <PendingButton type="submit" size="lg" pending={request.isPending}>
          Send reset link
        </PendingButton>
      </form>
    </>
  );
}

function SetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState<{ message: string; signInPath: string } | null>(null);
  const [searchParams] = useSearchParams();
  const confirm = useMutation({
    mutationFn: (password: string) => apiJson("POST", "/api/password-reset/confirm", passwordResetConfirmed, { token, password }),
  });
  const form = useForm({ resolver: zodResolver(setPasswordForm), defaultValues: { password: "", confirm: "" } });
  const field = fieldsOf(form);
  const onSubmit = form.handleSubmit(({ password }) =>
    confirm.mutate(password, {
      onSuccess: setDone,
      onError: (error) => toast({ title: "Password not set", description: serverMessage(error), variant: "destructive" }),
    }),
  );

  if (done) {
    return (
      <div className="text-center" role="status">
        <CheckCircle2 className="mx-auto h-10 w-10 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Password set</h1>
        <p className="mt-3 text-muted-foreground">{done.message}</p>
        <Button asChild className="mt-6">
          <Link to={done.signInPath}>Sign in</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <KeyRound className="h-8 w-8 text-primary" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">
        {searchParams.has("welcome") ? "Set your password" : "Choose a new password"}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">The link works once. Setting the password signs the account out everywhere.</p>
      <form onSubmit={(e) => void onSubmit(e)} className="mt-6 grid gap-5" noValidate>
        <NewPasswordField id="reset-password" {...field("password")} />
        <TextField id="reset-confirm" label="Repeat the new password" type="password" autoComplete="new-password" {...field("confirm")} />
        <PendingButton type="submit" size="lg" pending={confirm.isPending}>
          Set password
        </PendingButton>
      </form>
    </>
  );
}
