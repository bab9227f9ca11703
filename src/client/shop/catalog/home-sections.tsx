import { BookOpen, Cpu, Factory, FlaskConical, MapPin, Plane, RadioTower, ShieldCheck, Timer, Users } from "lucide-react";
import { Link } from "react-router";
import { IconCard } from "../../components/icon-card";
import { IconPoint } from "../../components/icon-point";
import { Button } from "../../components/ui/button";
import { HomeSection } from "./home-section";

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
    <HomeSection id="industries" eyebrow="Who we work with" title="Industries We Serve" className="bg-slate-50">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {INDUSTRIES.map(({ icon, name, text }) => (
          <IconPoint
            key={name}
            icon={icon}
            title={name}
            className="rounded-lg border bg-white p-5 shadow-sm sm:block sm:p-6"
            badgeClassName="size-11 rounded-lg"
            iconClassName="size-6"
            headingClassName="sm:mt-4"
          >
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground sm:mt-2">{text}</p>
          </IconPoint>
        ))}
      </ul>
    </HomeSection>
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
    <HomeSection id="why" eyebrow="Why engineers pick us" title="Why Choose Gravenstein RF">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {VALUES.map((value) => (
          <IconCard key={value.title} variant="feature" {...value} />
        ))}
      </ul>
    </HomeSection>
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

const LOCATION_POINT = { className: "items-start", badgeClassName: "size-12", iconClassName: "size-6" };

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
          <IconPoint as="div" heading="p" icon={MapPin} title="Gravenstein RF Instruments" {...LOCATION_POINT}>
            <p className="text-muted-foreground">Sebastopol, CA 95472</p>
            <p className="mt-1 text-sm text-muted-foreground">Sonoma County, California</p>
          </IconPoint>
          <IconPoint as="div" heading="p" icon={Cpu} title="Engineering consulting" {...LOCATION_POINT} className="mt-6 items-start">
            <p className="text-muted-foreground">RF, analog, digital and system integration</p>
          </IconPoint>
        </div>
      </div>
    </section>
  );
}
