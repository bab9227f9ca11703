import { BookOpen, Cpu, Factory, FlaskConical, MapPin, Plane, RadioTower, ShieldCheck, Timer, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** A link shown beside the heading on wide screens and under it on narrow ones. */
  action?: ReactNode;
}

export function SectionHeading({ id, eyebrow, title, children, action }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex flex-col gap-3 sm:mb-10 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-primary">{eyebrow}</p> : null}
        <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {children ? <p className="mt-3 text-lg text-muted-foreground">{children}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}

const INDUSTRIES = [
  {
    icon: RadioTower,
    name: "Telecommunications",
    text: "Debug radiated emissions on base stations, radios and network gear before certification.",
  },
  {
    icon: Plane,
    name: "Aerospace & Defense",
    text: "Characterise susceptibility and shielding for avionics and mission-critical electronics.",
  },
  {
    icon: FlaskConical,
    name: "Research & Development",
    text: "Repeatable near-field measurements for labs, universities and prototype teams.",
  },
  { icon: Factory, name: "Manufacturing", text: "Fast production-line checks that catch EMC regressions before they ship." },
];

export function IndustriesSection() {
  return (
    <section className="bg-slate-50 py-16 md:py-20" aria-labelledby="industries-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="industries-title" eyebrow="Who we work with" title="Industries We Serve" />
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {INDUSTRIES.map(({ icon: Icon, name, text }) => (
            <li key={name} className="flex gap-4 rounded-lg border bg-white p-5 shadow-sm sm:block sm:p-6">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900 sm:mt-4">{name}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const VALUES = [
  {
    icon: Timer,
    title: "20+ Years of Experience",
    text: "Founded in 2004, we have spent more than twenty years designing and building RF test equipment that engineers rely on every day.",
  },
  {
    icon: Users,
    title: "Expert Consulting",
    text: "Our engineers consult on RF, analog, digital and system integration, from first prototype to passing the compliance test.",
  },
  {
    icon: ShieldCheck,
    title: "Quality You Can Trust",
    text: "Every instrument is backed by a 30-day return policy and ISO certified quality processes, tested before it leaves our bench.",
  },
];

export function WhyChooseSection() {
  return (
    <section className="py-16 md:py-20" aria-labelledby="why-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="why-title" eyebrow="Why engineers pick us" title="Why Choose Gravenstein RF" />
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border-t-4 border-primary bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Icon className="h-8 w-8 text-primary" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function KnowledgeHubSection() {
  return (
    <section className="px-4 pb-16 sm:px-6 md:pb-20 lg:px-8" aria-labelledby="knowledge-title">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 rounded-2xl bg-gradient-to-br from-teal-700 to-teal-900 p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
        <div className="flex gap-5">
          <BookOpen className="hidden h-12 w-12 shrink-0 text-teal-200 sm:block" aria-hidden="true" />
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-teal-200">Knowledge Hub</p>
            <h2 id="knowledge-title" className="mt-2 text-2xl font-bold md:text-3xl">
              Technical papers from our lab
            </h2>
            <p className="mt-3 max-w-2xl text-teal-50">
              Practical application notes on near-field probing, pre-compliance testing and RF measurement technique, written by the
              engineers who build our instruments.
            </p>
          </div>
        </div>
        <Button asChild size="lg" className="shrink-0 bg-white text-teal-900 hover:bg-teal-50">
          <Link to="/technical-papers">Read Technical Papers</Link>
        </Button>
      </div>
    </section>
  );
}

export function LocationSection() {
  return (
    <section className="border-t bg-slate-50 py-16 md:py-20" aria-labelledby="location-title">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 md:grid-cols-2 md:items-center lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">Where we are</p>
          <h2 id="location-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            Designed and built in Sebastopol, California
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Our design lab and test facility sit in Sebastopol, California, about an hour north of San Francisco. Talk to the engineers who
            build your instruments, or bring us a measurement problem to solve.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/contact">Contact Us</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/services">Consulting Services</Link>
            </Button>
          </div>
        </div>
        <div className="rounded-2xl border bg-white p-8 shadow-sm">
          <div className="flex items-start gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
              <MapPin className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-slate-900">Gravenstein RF Instruments</p>
              <p className="text-muted-foreground">Sebastopol, CA 95472</p>
              <p className="mt-1 text-sm text-muted-foreground">Sonoma County, California</p>
            </div>
          </div>
          <div className="mt-6 flex items-start gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
              <Cpu className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-slate-900">Engineering consulting</p>
              <p className="text-muted-foreground">RF, analog, digital and system integration</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
