import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Copy, Loader2 } from "lucide-react";
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  recoveryCodesResponse,
  twoFactorCodeInput,
  twoFactorDisableInput,
  twoFactorSetup,
  type TwoFactorCodeInput,
  type TwoFactorDisableInput,
  type TwoFactorSetup,
} from "../../../shared/contracts/staff";
import { messageResponse } from "../../../shared/contracts/users";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { toast } from "../../hooks/use-toast";
import { useUser } from "../../lib/auth";
import { USER_KEY } from "../../lib/query-keys";
import { CurrentPasswordField, OneTimeCodeField } from "../../components/text-field";
import { apiJson, serverMessage } from "../../lib/api";
import { PendingButton } from "../../components/pending-button";
import { fieldsOf } from "../../lib/form-fields";

/** The QR code as an image: the SVG never becomes part of the page's markup. */
const qrImage = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

export function TwoFactorCard() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: USER_KEY });
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: serverMessage(error, "Please try again."), variant: "destructive" });

  const start = useMutation({
    mutationFn: () => apiJson("POST", "/api/admin/2fa/setup", twoFactorSetup),
    onSuccess: setSetup,
    onError: failed("Set-up failed"),
  });
  const enable = useMutation({
    mutationFn: (input: TwoFactorCodeInput) => apiJson("POST", "/api/admin/2fa/enable", recoveryCodesResponse, input),
    onSuccess: async ({ recoveryCodes }) => {
      setCodes(recoveryCodes);
      setSetup(null);
      toast({ title: "Two-factor sign-in is on" });
      await refreshUser();
    },
    onError: failed("Code not accepted"),
  });
  const disable = useMutation({
    mutationFn: (input: TwoFactorDisableInput) => apiJson("POST", "/api/admin/2fa/disable", messageResponse, input),
    onSuccess: async () => {
      setCodes(null);
      toast({ title: "Two-factor sign-in is off" });
      await refreshUser();
    },
    onError: failed("Not turned off"),
  });

  const enabled = user?.twoFactorEnabled === true;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <h2 className="text-lg font-semibold leading-none tracking-tight">Two-factor sign-in</h2>
          <Badge variant={enabled ? "default" : "outline"}>{enabled ? "On" : "Off"}</Badge>
        </div>
        <CardDescription>
          A 6-digit code from an authenticator app (Google Authenticator, 1Password, Authy...) on top of your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}

        {!enabled && !setup ? (
          <Button className="justify-self-start" onClick={() => start.mutate()} disabled={start.isPending}>
            {start.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Set up two-factor sign-in
          </Button>
        ) : null}

        {setup ? (
          <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
            <img
              src={qrImage(setup.qrSvg)}
              alt="QR code to scan with your authenticator app"
              className="h-48 w-48 rounded-md border bg-white p-2"
            />
            <div className="grid min-w-0 gap-3 text-sm">
              <p>1. Scan the QR code with your authenticator app, or type this key into it:</p>
              <code className="break-all rounded bg-slate-100 px-2 py-1.5 font-mono text-sm" data-testid="totp-secret">
                {setup.secret}
              </code>
              <p>2. Enter the 6-digit code the app shows:</p>
              <EnableForm busy={enable.isPending} onSubmit={(input) => enable.mutate(input)} />
            </div>
          </div>
        ) : null}

        {enabled ? (
          <div className="grid gap-3 text-sm">
            <p className="flex items-center gap-2 text-emerald-700">
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              Signing in to the admin panel needs a code from your app (or a recovery code).
            </p>
            <p className="text-muted-foreground">To turn it off, enter your password and a current code or a recovery code.</p>
            <DisableForm busy={disable.isPending} onSubmit={(input) => disable.mutate(input)} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function EnableForm({ busy, onSubmit }: { busy: boolean; onSubmit: (input: TwoFactorCodeInput) => void }) {
  const form = useForm({ resolver: zodResolver(twoFactorCodeInput), defaultValues: { code: "" } });
  const field = fieldsOf(form);
  return (
    <form className="flex flex-wrap items-start gap-3" noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}>
      <OneTimeCodeField id="two-factor-code" className="w-44 gap-1.5" {...field("code")} />
      <PendingButton type="submit" className="mt-6" pending={busy}>
        Turn on
      </PendingButton>
    </form>
  );
}

function DisableForm({ busy, onSubmit }: { busy: boolean; onSubmit: (input: TwoFactorDisableInput) => void }) {
  const form = useForm({ resolver: zodResolver(twoFactorDisableInput), defaultValues: { password: "", code: "" } });
  const field = fieldsOf(form);
  return (
    <form className="flex flex-wrap items-start gap-3" noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}>
      <CurrentPasswordField id="two-factor-password" className="w-56 gap-1.5" {...field("password")} />
      <OneTimeCodeField id="two-factor-code" className="w-44 gap-1.5" {...field("code")} />
      <PendingButton type="submit" variant="outline" className="mt-6" pending={busy}>
        Turn off
      </PendingButton>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4" role="region" aria-label="Recovery codes">
      <h3 className="font-semibold text-amber-950">Save your recovery codes</h3>
      <p className="mt-1 text-sm text-amber-900">
        Each one signs you in once if you lose your phone. They are shown only now: store them somewhere safe.
      </p>
      <ul
        className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-x-6 gap-y-1 font-mono text-sm"
        data-testid="recovery-codes"
      >
        {codes.map((c) => (
          <li key={c} className="whitespace-nowrap">
            {c}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).then(() => toast({ title: "Recovery codes copied" }))}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
