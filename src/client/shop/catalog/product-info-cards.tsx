import { Download, FileText, ListChecks, Ruler, ShieldCheck, Truck } from "lucide-react";
import type { ReactNode } from "react";
import type { Product } from "../../../shared/contracts/catalog";
import { Card } from "../../components/ui/card";
import { shippingFacts, specificationRows } from "./product-facts";

function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <span className="text-primary [&_svg]:h-5 [&_svg]:w-5" aria-hidden="true">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </Card>
  );
}

export function ImportantSpecsCard({ specs }: { specs: Product["highlightedSpecs"] }) {
  if (specs.length === 0) return null;
  return (
    <InfoCard title="Important Specifications" icon={<ListChecks />}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {specs.map((spec, i) => (
          <div key={`${spec.name}-${i}`} className="rounded-md border-l-4 border-primary bg-accent/60 px-4 py-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{spec.name}</dt>
            <dd className="mt-1 font-medium text-slate-900">{spec.value}</dd>
          </div>
        ))}
      </dl>
    </InfoCard>
  );
}

export function ShippingInfoCard({ product }: { product: Product }) {
  const facts = shippingFacts(product);
  return (
    <InfoCard title="Shipping Information" icon={<Truck />}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">Package weight</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{facts.weight}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-sm text-muted-foreground">
            <Ruler className="h-3.5 w-3.5" aria-hidden="true" />
            Package dimensions (L x W x H)
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{facts.dimensions}</dd>
        </div>
      </dl>
    </InfoCard>
  );
}

const months = (n: number) => (n % 12 === 0 ? `${n / 12} ${n === 12 ? "year" : "years"}` : `${n} months`);

/** Warranty and calibration (extensions §7): what an instrument's owner gets after the shipment. */
export function ServiceTermsCard({ product }: { product: Product }) {
  const facts: [string, string][] = [["Warranty", product.warrantyMonths > 0 ? months(product.warrantyMonths) : "None"]];
  if (product.serialized) {
    facts.push([
      "Calibration",
      product.calibrationIntervalMonths ? `Every ${months(product.calibrationIntervalMonths)}, certificate with each unit` : "Not required",
    ]);
    facts.push(["Your unit", "Serial number, certificates and factor files under My Instruments"]);
  }
  return (
    <InfoCard title="Warranty & Calibration" icon={<ShieldCheck />}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </InfoCard>
  );
}

/** Export data (extensions §4): shown only when at least one field is recorded. */
export function ExportDataCard({ product }: { product: Product }) {
  const facts: [string, string | null][] = [
    ["ECCN", product.eccn],
    ["HTS code", product.htsCode],
    ["Country of origin", product.countryOfOrigin],
  ];
  if (facts.every(([, value]) => !value)) return null;
  return (
    <InfoCard title="Export Data" icon={<FileText />}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{value || "Not classified"}</dd>
          </div>
        ))}
      </dl>
    </InfoCard>
  );
}

export function TechnicalSpecsCard({ specifications }: { specifications: string }) {
  const rows = specificationRows(specifications);
  if (rows.length === 0) return null;
  return (
    <InfoCard title="Technical Specifications" icon={<FileText />}>
      <table className="w-full text-sm">
        <caption className="sr-only">Technical specifications</caption>
        <tbody className="divide-y">
          {rows.map((row, i) =>
            row.name ? (
              <tr key={i}>
                <th scope="row" className="w-2/5 py-2.5 pr-4 text-left align-top font-medium text-slate-600">
                  {row.name}
                </th>
                <td className="py-2.5 text-slate-900">{row.value}</td>
              </tr>
            ) : (
              <tr key={i}>
                <td colSpan={2} className="py-2.5 text-slate-900">
                  {row.value}
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </InfoCard>
  );
}

export function PdfCard({ url, title }: { url: string; title: string | null }) {
  const label = title || "Product datasheet";
  return (
    <InfoCard title="Documentation" icon={<Download />}>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-3 rounded-md border p-4 transition-colors hover:border-primary hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded bg-red-50 text-xs font-bold text-red-700"
          aria-hidden="true"
        >
          PDF
        </span>
        <span className="min-w-0">
          <span className="block font-medium text-slate-900">{label}</span>
          <span className="block text-sm text-muted-foreground">Opens in a new tab</span>
        </span>
      </a>
    </InfoCard>
  );
}
