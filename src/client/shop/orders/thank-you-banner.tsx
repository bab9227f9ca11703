import { CheckCircle2 } from "lucide-react";

/** Shown once, on arrival from a successful payment. */
export function ThankYouBanner({ email }: { email: string }) {
  return (
    <div className="mb-6 flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900" role="status">
      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">Thank you for your order!</p>
        <p className="text-sm">
          Your payment has been received. A confirmation is on its way to <span className="break-all font-medium">{email}</span>.
        </p>
      </div>
    </div>
  );
}
