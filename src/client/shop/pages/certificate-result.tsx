import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { CheckCircle2, CircleAlert, XCircle } from "lucide-react";
import { certificateVerification } from "../../../shared/contracts/units";
import { shopToday } from "../../../shared/shop-time";
import { getQueryFn, serverMessage } from "../../lib/api";
import { formatDay } from "../../lib/dates";

interface CertificateResultProps {
  serial: string;
  certificate: string;
}

/** The answer for one serial and certificate number: genuine (with its dates), not ours, or why it could not be checked. */
export function CertificateResult({ serial, certificate }: CertificateResultProps) {
  const url = `/api/certificates/verify?${new URLSearchParams({ serial, certificate }).toString()}`;
  const check = useQuery({ queryKey: [url], queryFn: getQueryFn(certificateVerification) });
  return (
    <section aria-label="Result" aria-live="polite" aria-busy={check.isPending}>
      {check.isPending ? (
        <p className="text-sm text-muted-foreground">Checking certificate {certificate}…</p>
      ) : check.isError ? (
        <Banner tone="error" title="The certificate could not be checked">
          {serverMessage(check.error, "Please try again in a moment.")}
        </Banner>
      ) : check.data.valid ? (
        <Genuine certificate={certificate} answer={check.data} />
      ) : (
        <Banner tone="error" title={`No certificate ${certificate} for serial number ${serial}`}>
          We issued no calibration certificate with this number for an instrument with this serial number. Please check both numbers as
          printed on the certificate.
        </Banner>
      )}
    </section>
  );
}

function Genuine({
  certificate,
  answer,
}: {
  certificate: string;
  answer: { productName: string; serial: string; calibratedOn: string | null; calibrationDueOn: string | null };
}) {
  const lapsed = answer.calibrationDueOn !== null && answer.calibrationDueOn < shopToday();
  return (
    <Banner tone="ok" title={`Certificate ${certificate} is genuine`}>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-medium">Instrument</dt>
        <dd>{answer.productName}</dd>
        <dt className="font-medium">Serial number</dt>
        <dd className="font-mono">{answer.serial}</dd>
        <dt className="font-medium">Calibrated on</dt>
        <dd>{answer.calibratedOn ? formatDay(answer.calibratedOn) : "not stated"}</dd>
        <dt className="font-medium">Next calibration due</dt>
        <dd>{answer.calibrationDueOn ? formatDay(answer.calibrationDueOn) : "not stated"}</dd>
      </dl>
      {lapsed ? (
        <p className="mt-3 flex items-start gap-2 font-medium text-amber-900">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          The calibration this certificate states was due on {formatDay(answer.calibrationDueOn!)}: it no longer covers the instrument.
        </p>
      ) : null}
    </Banner>
  );
}

const TONES = {
  ok: { box: "border-emerald-200 bg-emerald-50 text-emerald-950", icon: CheckCircle2, iconColor: "text-emerald-700" },
  error: { box: "border-red-200 bg-red-50 text-red-950", icon: XCircle, iconColor: "text-red-700" },
} as const;

function Banner({ tone, title, children }: { tone: keyof typeof TONES; title: string; children: ReactNode }) {
  const { box, icon: Icon, iconColor } = TONES[tone];
  return (
    <div className={`flex items-start gap-3 rounded-lg border p-5 text-sm ${box}`}>
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${iconColor}`} aria-hidden="true" />
      <div className="min-w-0">
        <h2 className="text-base font-semibold">{title}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}
