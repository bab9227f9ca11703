import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { LoginForm, RegisterForm } from "./auth-forms";

/** Loaded on demand: the forms bring react-hook-form and zod, which the rest of the storefront does not need up front. */
export function AuthTabs() {
  return (
    <Tabs defaultValue="login">
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
      </TabsList>
      <TabsContent value="login" className="pt-4">
        <LoginForm />
      </TabsContent>
      <TabsContent value="register" className="pt-4">
        <RegisterForm />
      </TabsContent>
    </Tabs>
  );
}
