import { useFormContext } from "react-hook-form";
import { Link } from "react-router";
import { withReturnPath } from "../../lib/return-path";
import { TextField } from "../../components/text-field";
import { saveCheckoutDraft } from "./checkout-draft";
import { checkoutField } from "./checkout-field";
import type { CheckoutFormValues } from "./checkout-form-schema";
import { FormSection } from "./form-section";

/** Shown only to a visitor who is not logged in: the order is placed under a new account. */
export function AccountSection() {
  const form = useFormContext<CheckoutFormValues>();
  return (
    <FormSection
      id="account"
      title="Account Information"
      description="Create an account to place your order and follow it in your order history."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Username" autoComplete="username" {...checkoutField(form, "username")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="Minimum 8 characters required"
          {...checkoutField(form, "password")}
        />
      </div>
      <p className="mt-4 text-sm">
        {/* Back to the checkout after signing in, with what was typed so far (extensions §5). */}
        <Link
          to={withReturnPath("/auth", "/checkout")}
          onClick={() => saveCheckoutDraft(form.getValues())}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Already have an account? Login here
        </Link>
      </p>
    </FormSection>
  );
}
