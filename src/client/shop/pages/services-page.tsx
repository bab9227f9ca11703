import { ArrowRight, Check, Factory, Radio, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { IconBadge } from "../../components/icon-badge";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { ContactCta } from "./contact-cta";
import { CompanyPage } from "./company-page";
import { StepList } from "./step-list";
import { TitledSection } from "./titled-section";

interface Service {
  icon: LucideIcon;
  title: string;
  summary: string;
  points: string[];
  link?: { to: string; label: string };
}

const SERVICES: Service[] = [
  {
    icon: Factory,
    title: "Custom Electronics Design and Manufacturing",
    summary:
      "From a specification or a sketch to tested hardware: we design the circuit and the board, build prototypes and carry the design into small and medium production runs.",
    points: [
      "RF, analog, mixed-signal and digital circuit design",
      "PCB layout with EMC designed in from the first revision",
      "Prototype assembly, bring-up and measurement in our own lab",
      "Low- to medium-volume manufacturing with documented test procedures",
      "Enclosures, cabling and final test for complete instruments",
    ],
  },
  {
    icon: Radio,
    title: "Custom Probe Design",
    summary:
      "When a catalogue probe does not fit the job, we build one that does, using the same shielded construction and test methods as our standard probes.",
    points: [
      "Loop probes in special sizes and shapes for fine-pitch parts or large structures",
      "E-field probes, current probes and sensors for specific frequency ranges",
      "Custom connectors, cable lengths and mounting for automated scanners",
      "Measured probe factor and calibration data for every custom probe",
    ],
  },
  {
    icon: Users,
    title: "Consulting",
    summary:
      "Experienced engineers for a design review, a failed emissions test or a whole project, backed by an in-house lab that covers up to 18-20 GHz.",
    points: [
      "RF, analog, digital, PCB, software and system integration",
      "EMC pre-compliance testing and troubleshooting",
      "Design reviews before layout or before the formal compliance test",
    ],
    link: { to: "/consulting", label: "More about consulting" },
  },
];

const STEPS = [
  { title: "Tell us what you need", text: "Send us the requirement, a drawing or the test report you are working from." },
  { title: "Proposal", text: "We reply with an approach, a schedule and a fixed quote or an estimate." },
  { title: "Design and build", text: "Regular progress updates, with measurements from our lab at each milestone." },
  { title: "Delivery and support", text: "Hardware, documentation and test data, and support after delivery." },
];

export function ServicesPage() {
  return (
    <CompanyPage
      eyebrow="Services"
      title="Consulting Services"
      lead="Beyond our catalogue instruments, we put the same engineering team and lab to work on your project: custom electronics, custom probes and consulting."
    >
      <div className="grid gap-6 lg:grid-cols-3">
        {SERVICES.map(({ icon, title, summary, points, link }) => (
          <Card key={title} className="flex flex-col">
            <CardHeader>
              <IconBadge icon={icon} className="size-12 rounded-lg" iconClassName="size-6" />
              <h2 className="mt-4 text-lg font-semibold leading-snug tracking-tight">{title}</h2>
              <CardDescription className="leading-relaxed">{summary}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col">
              <ul className="space-y-2 text-sm text-slate-700">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              {link ? (
                <Link
                  to={link.to}
                  className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {link.label}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </div>

      <TitledSection id="process" title="How we work">
        <StepList steps={STEPS} layout="cards" />
      </TitledSection>

      <ContactCta
        title="Have a project in mind?"
        text="Describe what you need and we will respond within 24 hours with the next steps."
        action="Contact Us"
      />
    </CompanyPage>
  );
}
