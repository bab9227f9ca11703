import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { emailInput, loginInput, registerInput } from "../../../shared/contracts/users";
import { toast } from "../../hooks/use-toast";
import { serverMessage } from "../../lib/api";
import { isAdminRole, useLogin, useRegister } from "../../lib/auth";
import { safeReturnPath } from "../../lib/return-path";
import { fieldsOf } from "../../lib/form-fields";
import { CurrentPasswordField, EmailField, NewPasswordField, UsernameField } from "../../components/text-field";
import { PendingButton } from "../../components/pending-button";

// The e-mail is optional: an empty field sends none.
const registerForm = registerInput.extend({ email: z.union([z.literal(""), emailInput]) });

/** Where a customer goes after signing in: the page that sent them here (`?next=`, this site only), else home. */
function useNextPath(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get("next")) ?? "/";
}

export function LoginForm() {
  const navigate = useNavigate();
  const next = useNextPath();
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginInput), defaultValues: { username: "", password: "" } });
  const field = fieldsOf(form);

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      // An admin who signs in here lands on the dashboard (extensions §5).
      onSuccess: (user) => void navigate(isAdminRole(user.role) ? "/admin/dashboard" : next, { replace: true }),
      onError: (error) => toast({ title: "Login failed", description: serverMessage(error), variant: "destructive" }),
    }),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate>
      <UsernameField id="login-username" label="Username" className="gap-2" {...field("username")} />
      <CurrentPasswordField id="login-password" className="gap-2" {...field("password")} />
      <PendingButton type="submit" className="w-full" size="lg" pending={login.isPending}>
        Login
      </PendingButton>
      <p className="text-center text-sm">
        <Link to="/reset-password" className="font-medium text-primary underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}

export function RegisterForm() {
  const navigate = useNavigate();
  const next = useNextPath();
  const register = useRegister();
  const form = useForm({ resolver: zodResolver(registerForm), defaultValues: { username: "", password: "", email: "" } });
  const field = fieldsOf(form);

  const onSubmit = form.handleSubmit(({ email, ...values }) =>
    register.mutate(email ? { ...values, email } : values, {
      onSuccess: () => void navigate(next),
      onError: (error) => toast({ title: "Registration failed", description: serverMessage(error), variant: "destructive" }),
    }),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate>
      <UsernameField id="register-username" label="Username" className="gap-2" {...field("username")} />
      <NewPasswordField id="register-password" label="Password" className="gap-2" {...field("password")} />
      <EmailField
        id="register-email"
        label="E-mail (optional)"
        hint="For order updates and to reset a forgotten password"
        className="gap-2"
        {...field("email")}
      />
      <PendingButton type="submit" className="w-full" size="lg" pending={register.isPending}>
        Register
      </PendingButton>
    </form>
  );
}
