import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { usePageTitle } from "../../hooks/use-page-title";
import { USER_KEY } from "../../lib/query-keys";
import { apiJson, serverMessage } from "../../lib/api";
import { verifyEmailResponse } from "../../../shared/contracts/users";
import { useLinkToken } from "./use-link-token";

/** /verify-email?token=...: confirms the address as soon as the page opens (the link is the confirmation). */
export function VerifyEmailPage() {
  usePageTitle("Confirm E-mail");
  const token = useLinkToken();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: (value: string) => apiJson("POST", "/api/user/email/verify", verifyEmailResponse, { token: value }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex max-w-md flex-col px-4 py-12 md:py-20">
        <Card className="p-6 text-center shadow-md sm:p-8" role="status">
          {!token ? (
            <Result ok={false} title="No confirmation link" text="Open the link from the e-mail we sent you." />
          ) : verify.isSuccess ? (
            <Result ok title="E-mail address confirmed" text={`${verify.data.email} is verified. Thank you!`} />
          ) : verify.isError ? (
            <Result ok={false} title="This link did not work" text={serverMessage(verify.error)} />
          ) : (
            <>
              <Loader2 className="mx-auto h-10 w-10 animate-spin text-primary" aria-hidden="true" />
              <h1 className="mt-4 text-2xl font-bold text-slate-900">Confirming your e-mail address...</h1>
            </>
          )}
        </Card>
      </div>
    </div>
  );
}

function Result({ ok, title, text }: { ok: boolean; title: string; text: string }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <>
      <Icon className={ok ? "mx-auto h-10 w-10 text-emerald-600" : "mx-auto h-10 w-10 text-destructive"} aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button asChild variant="outline">
          <Link to="/account">Your account</Link>
        </Button>
        <Button asChild>
          <Link to="/products">Shop</Link>
        </Button>
      </div>
    </>
  );
}
