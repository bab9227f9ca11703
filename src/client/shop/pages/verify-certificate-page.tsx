import { Link, useSearchParams } from "react-router";
import { useHydrated } from "../../hooks/use-hydrated";
import { CertificateResult } from "./certificate-result";
import { CompanyPage } from "./company-page";
import { VerifyCertificateForm } from "./verify-certificate-form";

/**
 * /verify-certificate (extensions §7): auditors check a calibration certificate without an account.
 * The server renders the page without a result (one cached page for everyone); the numbers asked
 * about live in the URL, so a link to the result can be shared, and are read after hydration.
 */
export function VerifyCertificatePage() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const asked = hydrated ? { serial: params.get("serial")?.trim() ?? "", certificate: params.get("certificate")?.trim() ?? "" } : null;
  const complete = asked && asked.serial && asked.certificate ? asked : null;
  return (
    <CompanyPage
      eyebrow="Calibration"
      title="Verify a Calibration Certificate"
      pageTitle="Verify a Certificate"
      lead="Auditors and quality managers: check that a calibration certificate from us is genuine. Enter the instrument's serial number and the certificate number, both as printed on the certificate."
      narrow
    >
      <section aria-labelledby="verify-title" className="rounded-lg border bg-card p-6 shadow-sm sm:p-8">
        <h2 id="verify-title" className="text-xl font-semibold tracking-tight text-slate-900">
          Check a certificate
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">The answer names the instrument and its calibration dates, never its owner.</p>
        <div className="mt-6">
          <VerifyCertificateForm asked={asked} onCheck={({ serial, certificate }) => setParams({ serial, certificate })} />
        </div>
      </section>
      {complete ? <CertificateResult serial={complete.serial} certificate={complete.certificate} /> : null}
      <p className="text-sm text-muted-foreground">
        A certificate that cannot be confirmed here, or a question about a calibration?{" "}
        <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
          Contact us
        </Link>{" "}
        with both numbers.
      </p>
    </CompanyPage>
  );
}
