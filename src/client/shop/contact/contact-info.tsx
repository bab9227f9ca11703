import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { IconPoint } from "../../components/icon-point";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

const CARDS: { icon: LucideIcon; title: string; body: ReactNode }[] = [
  { icon: MapPin, title: "Location", body: <p>Sebastopol, California 95472</p> },
  {
    icon: Phone,
    title: "Phone",
    body: (
      <a href="tel:+17075550142" className={linkClass}>
        (707) 555-0142
      </a>
    ),
  },
  {
    icon: Mail,
    title: "Email",
    body: (
      <a href="mailto:sales@gravensteinrf.com" className={`${linkClass} break-all`}>
        sales@gravensteinrf.com
      </a>
    ),
  },
  {
    icon: Clock,
    title: "Business Hours",
    body: (
      <>
        <p>Monday-Friday 9AM-5PM PST</p>
        <p className="mt-1 text-muted-foreground">We respond within 24 hours</p>
      </>
    ),
  },
];

/** The four ways to reach the shop, beside the message form. */
export function ContactInfo() {
  return (
    <ul className="grid gap-4 self-start sm:grid-cols-2 lg:grid-cols-1">
      {CARDS.map(({ icon, title, body }) => (
        <IconPoint
          key={title}
          icon={icon}
          title={title}
          heading="h2"
          className="rounded-lg border bg-card p-5 shadow-sm"
          headingClassName="mb-1"
          bodyClassName="text-sm text-slate-700"
        >
          {body}
        </IconPoint>
      ))}
    </ul>
  );
}
