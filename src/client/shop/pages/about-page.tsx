import { Award, CircuitBoard, FlaskConical, GraduationCap, Magnet, MapPin, Radio, Zap } from "lucide-react";
import { Link } from "react-router";
import { IconPoint, type IconPointItem } from "../../components/icon-point";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ContactCta } from "./contact-cta";
import { CompanyPage } from "./company-page";
import { ABOUT_CUSTOMERS, ABOUT_QUALITY, ABOUT_STORY, MADE_IN } from "./content/about";
import { TextSection } from "./prose-page";
import { TitledSection } from "./titled-section";

const FACTS = [
  { value: "2004", label: "Established" },
  { value: "Sebastopol, CA", label: "Designed and built" },
  { value: "ISO", label: "Certified quality system" },
  { value: "18-20 GHz", label: "In-house lab coverage" },
];

const PRODUCT_LINES: IconPointItem[] = [
  {
    icon: Radio,
    title: "Near-field EMC probes",
    text: "Shielded H-field loop probes from 100 mm down to a 3 mm tip, and E-field stub probes, sold singly or as matched sets. They show exactly where on a board, cable or enclosure seam an emission comes from.",
  },
  {
    icon: Zap,
    title: "Probe amplifiers",
    text: "Fixed-gain, low-noise preamplifiers that lift weak probe and current-probe signals above the noise floor of a general-purpose spectrum analyzer, without risking its input.",
  },
  {
    icon: Magnet,
    title: "Helmholtz coils",
    text: "RF Helmholtz coils that produce a known, uniform magnetic field for calibrating probes and sensors and for radiated magnetic immunity testing of small assemblies.",
  },
];

const TEAM_BACKGROUND: IconPointItem[] = [
  {
    icon: CircuitBoard,
    title: "RF and analog design",
    text: "Microwave circuits, low-noise amplifiers, filters and matching networks, from schematic to layout.",
  },
  {
    icon: FlaskConical,
    title: "EMC test experience",
    text: "Years in accredited test laboratories running radiated and conducted emissions and immunity tests.",
  },
  {
    icon: GraduationCap,
    title: "Electrical engineering",
    text: "Degrees in electrical engineering and physics, and a habit of measuring before guessing.",
  },
];

const madeIn = (
  <p className="flex items-center gap-2 text-sm font-medium text-primary">
    <Award className="size-4" aria-hidden="true" />
    Designed, built and tested in California
  </p>
);

export function AboutPage() {
  return (
    <CompanyPage
      pageTitle="About Us"
      eyebrow="About Us"
      title="About Gravenstein RF Instruments"
      lead="Established in 2004 in Sebastopol, California, about an hour north of San Francisco, we design and build the RF and EMC test equipment that engineers use to find and fix interference problems."
    >
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {FACTS.map((fact) => (
          <div key={fact.label} className="flex flex-col rounded-lg border bg-card px-3 py-4 text-center shadow-sm sm:p-5">
            <dt className="text-sm text-muted-foreground">{fact.label}</dt>
            <dd className="order-first mb-1 text-lg font-bold text-primary sm:text-2xl">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <TextSection section={ABOUT_STORY} />
        <aside className="self-start rounded-lg border bg-muted/50 p-6">
          <div className="flex items-center gap-3">
            <MapPin className="size-5 text-primary" aria-hidden="true" />
            <h2 className="font-semibold text-slate-900">Where we are</h2>
          </div>
          <p className="mt-3 leading-relaxed text-slate-700">
            Sebastopol, California 95472. About an hour's drive north of San Francisco across the Golden Gate Bridge, and close to the
            engineering teams of the Bay Area and Silicon Valley.
          </p>
          <p className="mt-3 text-sm text-muted-foreground">Office hours: Monday-Friday 9AM-5PM PST</p>
        </aside>
      </div>

      <TitledSection id="products" title="What we make">
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {PRODUCT_LINES.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <CardHeader>
                <Icon className="size-8 text-primary" aria-hidden="true" />
                <CardTitle className="mt-3 text-lg">{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
              </CardContent>
            </Card>
          ))}
        </div>
        <p className="mt-6">
          <Link to="/products" className="font-medium text-primary underline-offset-4 hover:underline">
            Browse all products
          </Link>
        </p>
      </TitledSection>

      <div className="grid gap-10 md:grid-cols-2">
        <TextSection section={ABOUT_CUSTOMERS} />
        <TextSection section={ABOUT_QUALITY} inserts={{ [MADE_IN]: madeIn }} />
      </div>

      <TitledSection id="team" title="Our team">
        <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">
          We are a small team of engineers, and the people who design our instruments are the same people who answer your technical
          questions.
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {TEAM_BACKGROUND.map(({ icon, title, text }) => (
            <IconPoint key={title} icon={icon} title={title}>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </IconPoint>
          ))}
        </ul>
      </TitledSection>

      <ContactCta
        title="Talk to an engineer"
        text="Not sure which probe or amplifier fits your measurement? Tell us about it and we will help you choose."
      />
    </CompanyPage>
  );
}
