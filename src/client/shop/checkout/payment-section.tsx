import { FlaskConical, Lock } from "lucide-react";
import type { PaymentConfig } from "../../../shared/contracts/checkout";
import { formatCardNumber } from "./card-format";
import { FormSection } from "./form-section";
import { MaskedField } from "./masked-field";
import type { ScriptStatus } from "./use-payment-script";

interface PaymentSectionProps {
  config: PaymentConfig | undefined;
  configFailed: boolean;
  scriptStatus: ScriptStatus;
}

export function PaymentSection({ config, configFailed, scriptStatus }: PaymentSectionProps) {
  const unavailable = configFailed || scriptStatus === "error";
  return (
    <FormSection
      id="payment"
      title="Payment Information"
      description={
        <span className="flex items-start gap-1.5">
          <Lock className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          Card details go straight to our payment processor; they are never stored on our servers.
        </span>
      }
    >
      {config?.testMode ? (
        <div
          className="mb-5 flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
          role="note"
          aria-label="Test mode"
        >
          <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div className="text-sm">
            <p className="font-semibold">Test mode</p>
            <p>
              {config.testCard
                ? `Use card ${formatCardNumber(config.testCard)} with any future expiry and any CVV`
                : "Use a test card with any future expiry and any CVV"}
              . No real payment is taken.
            </p>
          </div>
        </div>
      ) : null}
      {unavailable ? (
        <p className="mb-5 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive" role="alert">
          The payment system could not be loaded. Please refresh the page.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-4">
        <MaskedField name="cardNumber" label="Card Number" autoComplete="cc-number" className="sm:col-span-4" />
        <MaskedField name="expirationDate" label="Expiration Date" autoComplete="cc-exp" placeholder="MM/YY" className="sm:col-span-2" />
        <MaskedField name="cvv" label="CVV" type="password" autoComplete="cc-csc" className="sm:col-span-2" />
      </div>
    </FormSection>
  );
}
