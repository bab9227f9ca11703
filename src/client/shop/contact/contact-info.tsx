import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

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
      {CARDS.map(({ icon: Icon, title, body }) => (
        <li key={title} className="flex gap-4 rounded-lg border bg-card p-5 shadow-sm">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent">
            <Icon className="size-5 text-primary" aria-hidden="true" />
          </span>
          <div className="min-w-0 text-sm text-slate-700">
            <h2 className="mb-1 font-semibold text-slate-900">{title}</h2>
            {body}
          </div>
        </li>
      ))}
    </ul>
  );
}
