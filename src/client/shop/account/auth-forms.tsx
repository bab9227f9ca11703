import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { emailInput, loginInput, registerInput } from "../../../shared/contracts/users";
import { Button } from "../../components/ui/button";
import { toast } from "../../hooks/use-toast";
import { ApiError } from "../../lib/api";
import { useLogin, useRegister } from "../../lib/auth";
import { AuthField } from "./auth-field";

// The e-mail is optional: an empty field sends none.
const registerForm = registerInput.extend({ email: z.union([z.literal(""), emailInput]) });

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginInput), defaultValues: { username: "", password: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => void navigate("/"),
      onError: (error) => toast({ title: "Login failed", description: errorText(error), variant: "destructive" }),
    }),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate>
      <AuthField
        id="login-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username}
        {...form.register("username")}
      />
      <AuthField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...form.register("password")}
      />
      <Button type="submit" className="w-full" size="lg" disabled={login.isPending}>
        {login.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Login
      </Button>
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
  const register = useRegister();
  const form = useForm({ resolver: zodResolver(registerForm), defaultValues: { username: "", password: "", email: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ email, ...values }) =>
    register.mutate(email ? { ...values, email } : values, {
      onSuccess: () => void navigate("/"),
      onError: (error) => toast({ title: "Registration failed", description: errorText(error), variant: "destructive" }),
    }),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate>
      <AuthField
        id="register-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username}
        {...form.register("username")}
      />
      <AuthField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="Minimum 8 characters required"
        error={errors.password}
        {...form.register("password")}
      />
      <AuthField
        id="register-email"
        label="E-mail (optional)"
        type="email"
        autoComplete="email"
        hint="For order updates and to reset a forgotten password"
        error={errors.email}
        {...form.register("email")}
      />
      <Button type="submit" className="w-full" size="lg" disabled={register.isPending}>
        {register.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Register
      </Button>
    </form>
  );
}
