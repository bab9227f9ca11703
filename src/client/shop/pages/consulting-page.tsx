import { Activity, Cable, CircuitBoard, Code, Cpu, Layers, Radio, ScanSearch, ShieldCheck, Waves } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { usePageTitle } from "../../hooks/use-page-title";
import { ContactCta } from "./contact-cta";
import { PageHero } from "./page-hero";

const AREAS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Radio,
    title: "RF",
    text: "Amplifiers, filters, mixers, oscillators, antennas and matching networks; link budgets and RF front ends up to microwave frequencies.",
  },
  { icon: Waves, title: "Analog", text: "Low-noise signal chains, sensor interfaces, power supplies and precision measurement circuits." },
  { icon: Cpu, title: "Digital", text: "Microcontroller and FPGA designs, high-speed interfaces, clocking and signal integrity." },
  {
    icon: CircuitBoard,
    title: "PCB",
    text: "Stack-up, grounding, partitioning and layout reviews that keep emissions down and immunity up from the first revision.",
  },
  { icon: Code, title: "Software", text: "Embedded firmware, instrument control and test automation for measurement systems." },
  {
    icon: Layers,
    title: "System integration",
    text: "Bringing boards, cables, enclosures and software together into a product that passes its compliance tests.",
  },
];

const LAB: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Activity,
    title: "Spectrum analysis",
    text: "Spectrum analyzers from 9 kHz up to 20 GHz with EMI receiver functions, quasi-peak and average detectors.",
  },
  {
    icon: Cable,
    title: "Network analysis",
    text: "Vector network analysis to 18 GHz: S-parameters, impedance, filter and amplifier characterisation, cable and connector loss.",
  },
  {
    icon: ScanSearch,
    title: "Near-field scanning",
    text: "Probe scans of boards and enclosures with our own H-field and E-field probes and amplifiers to map emission sources.",
  },
  {
    icon: ShieldCheck,
    title: "Pre-compliance EMC",
    text: "Radiated and conducted emissions pre-scans with antennas, LISNs and current probes, and immunity checks with Helmholtz coils and current injection.",
  },
];

const STEPS = [
  {
    title: "First conversation",
    text: "You describe the problem or the project; we ask questions and tell you honestly whether we are the right team for it.",
  },
  {
    title: "Proposal",
    text: "A written scope, schedule and quote, either a fixed price for a defined job or an hourly estimate for open-ended work.",
  },
  {
    title: "Engineering work",
    text: "Measurements, analysis and design work in our lab or at your site, with regular updates and no surprises on the invoice.",
  },
  {
    title: "Report and hand-over",
    text: "A written report with measurements, findings and recommendations, plus design files, firmware or hardware as agreed.",
  },
];

export function ConsultingPage() {
  usePageTitle("Consulting");
  return (
    <div>
      <PageHero
        eyebrow="Consulting"
        title="Engineering Consulting"
        lead="Experienced engineers for a design review, a failed emissions test or a complete development project. Our lab covers up to 18-20 GHz, so we measure what we recommend."
      />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <section aria-labelledby="areas-title">
          <h2 id="areas-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            Areas of expertise
          </h2>
          <p className="mt-2 max-w-3xl text-muted-foreground">
            We work across the whole design, so interference problems that start in one discipline and show up in another are found and
            fixed.
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {AREAS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-lg border bg-card p-5 shadow-sm">
                <div className="flex items-center gap-3">
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                </div>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="lab-title" className="rounded-xl border bg-muted/50 p-6 sm:p-8">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:justify-between">
            <h2 id="lab-title" className="text-2xl font-semibold tracking-tight text-slate-900">
              Our lab
            </h2>
            <p className="text-lg font-semibold text-primary">Up to 18-20 GHz</p>
          </div>
          <p className="mt-2 max-w-3xl text-muted-foreground">
            The same lab where we develop and test our own instruments is available for your project.
          </p>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {LAB.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-background shadow-sm">
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-700">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="engagement-title">
          <h2 id="engagement-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            How an engagement works
          </h2>
          <ol className="mt-6 space-y-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-sm text-muted-foreground">
            We are glad to sign a non-disclosure agreement before you share design details.
          </p>
        </section>

        <ContactCta
          title="Start a consulting project"
          text="Tell us about your design or your test results. We respond within 24 hours."
          action="Request a Consultation"
        />
      </div>
    </div>
  );
}
