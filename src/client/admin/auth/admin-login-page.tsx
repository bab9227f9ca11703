import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { adminLoginInput, TWO_FACTOR_REQUIRED_MESSAGE, type AdminLoginInput, user } from "../../../shared/contracts/users";
import { CurrentPasswordField, EmailField, OneTimeCodeField } from "../../components/text-field";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { usePageTitle } from "../../hooks/use-page-title";
import { toast } from "../../hooks/use-toast";
import { ApiError, apiJson, serverMessage } from "../../lib/api";
import { isAdminRole, useUser } from "../../lib/auth";
import { USER_KEY } from "../../lib/query-keys";
import { fieldsOf } from "../../lib/form-fields";
import { safeReturnPath } from "../../lib/return-path";
import { cameFromLogout } from "../lib/logout-handoff";
import { useFinishLogout } from "./use-finish-logout";
import { PendingButton } from "../../components/pending-button";

export function AdminLoginPage() {
  usePageTitle("Admin Login");
  useFinishLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user: signedIn } = useUser();
  // Where the admin was going when the sign-in was asked for (an admin path only).
  const next = safeReturnPath(useSearchParams()[0].get("next"), "/admin/") ?? "/admin/dashboard";
  const arrivingFromLogout = cameFromLogout(useLocation().state);
  const form = useForm({ resolver: zodResolver(adminLoginInput), defaultValues: { email: "", password: "", code: "" } });
  const field = fieldsOf(form);
  // Shown once the server says the password was right and a code is needed (two-factor sign-in is on).
  const [askCode, setAskCode] = useState(false);

  const login = useMutation({
    mutationFn: (input: AdminLoginInput) => apiJson("POST", "/api/admin/login", user, { ...input, code: input.code || undefined }),
    onSuccess: async (admin) => {
      queryClient.setQueryData(USER_KEY, admin);
      toast({ title: "Welcome Admin", description: "Successfully logged in to admin panel" });
      await navigate(admin.twoFactorSetupRequired ? "/admin/security" : next, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && serverMessage(error, "") === TWO_FACTOR_REQUIRED_MESSAGE) {
        setAskCode(true);
        setTimeout(() => form.setFocus("code"), 0);
        return;
      }
      if (error instanceof ApiError) {
        toast({ title: "Login Failed", description: serverMessage(error, "Invalid credentials"), variant: "destructive" });
      } else {
        toast({ title: "Login Failed", description: "An error occurred during login", variant: "destructive" });
      }
    },
  });

  // A signed-in admin has nothing to do here (on arrival from Logout the cached user is still being cleared).
  if (signedIn && isAdminRole(signedIn.role) && !arrivingFromLogout && !login.isPending)
    return <Navigate to={signedIn.twoFactorSetupRequired ? "/admin/security" : next} replace />;

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <ShieldCheck className="h-6 w-6" aria-hidden="true" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight">Admin Login</h1>
          <CardDescription>Sign in to manage the Gravenstein RF Instruments shop.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
            <EmailField id="admin-email" label="Email" required {...field("email")} />
            <CurrentPasswordField id="admin-password" required {...field("password")} />
            {askCode ? (
              <OneTimeCodeField
                id="admin-code"
                hint="The 6-digit code from your authenticator app, or one of your recovery codes"
                {...field("code")}
              />
            ) : null}
            <PendingButton type="submit" className="mt-2 w-full" pending={login.isPending}>
              {login.isPending ? "Logging in..." : "Login to Admin Panel"}
            </PendingButton>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
