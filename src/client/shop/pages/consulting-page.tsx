import { Activity, Cable, CircuitBoard, Code, Cpu, Layers, Radio, ScanSearch, ShieldCheck, Waves } from "lucide-react";
import { IconPoint, type IconPointItem } from "../../components/icon-point";
import { ContactCta } from "./contact-cta";
import { CompanyPage } from "./company-page";
import { StepList } from "./step-list";
import { TitledSection } from "./titled-section";

const AREAS: IconPointItem[] = [
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

const LAB: IconPointItem[] = [
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
  return (
    <CompanyPage
      pageTitle="Consulting"
      eyebrow="Consulting"
      title="Engineering Consulting"
      lead="Experienced engineers for a design review, a failed emissions test or a complete development project. Our lab covers up to 18-20 GHz, so we measure what we recommend."
    >
      <TitledSection
        id="areas"
        title="Areas of expertise"
        intro="We work across the whole design, so interference problems that start in one discipline and show up in another are found and fixed."
      >
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
      </TitledSection>

      <TitledSection
        id="lab"
        title="Our lab"
        aside={<p className="text-lg font-semibold text-primary">Up to 18-20 GHz</p>}
        intro="The same lab where we develop and test our own instruments is available for your project."
        className="rounded-xl border bg-muted/50 p-6 sm:p-8"
      >
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {LAB.map(({ icon, title, text }) => (
            <IconPoint key={title} icon={icon} title={title} badgeClassName="bg-background shadow-sm">
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{text}</p>
            </IconPoint>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="engagement" title="How an engagement works">
        <StepList steps={STEPS} layout="rows" />
        <p className="mt-6 text-sm text-muted-foreground">
          We are glad to sign a non-disclosure agreement before you share design details.
        </p>
      </TitledSection>

      <ContactCta
        title="Start a consulting project"
        text="Tell us about your design or your test results. We respond within 24 hours."
        action="Request a Consultation"
      />
    </CompanyPage>
  );
}
