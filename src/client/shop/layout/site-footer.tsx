import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCategories } from "../../lib/catalog-queries";
import { LogoMark } from "./logo";
import { LEGAL_LINKS, QUICK_LINKS, type NavItem } from "./nav-links";

const footerLink =
  "text-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 rounded";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

function LinkList({ links }: { links: readonly NavItem[] }) {
  return (
    <ul className="space-y-2.5">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={footerLink}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { data: categories } = useCategories();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="col-span-2 lg:col-span-4">
          <Link
            to="/"
            className="inline-flex items-center gap-2.5 rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
          >
            <LogoMark />
            <span className="text-lg font-bold text-white">Gravenstein RF</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">Professional RF test equipment and instrumentation since 2004.</p>
          <ul className="mt-6 space-y-3 text-sm">
            <li className="flex items-start gap-3">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-teal-300" aria-hidden="true" />
              <span>Sebastopol, CA 95472</span>
            </li>
            <li className="flex items-start gap-3">
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-teal-300" aria-hidden="true" />
              <a href="tel:+17075550142" className={footerLink}>
                (707) 555-0142
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Mail className="mt-0.5 h-4 w-4 shrink-0 text-teal-300" aria-hidden="true" />
              <a href="mailto:sales@gravensteinrf.com" className={footerLink}>
                sales@gravensteinrf.com
              </a>
            </li>
          </ul>
        </div>
        <div className="col-span-2 sm:col-span-1 lg:col-span-3">
          <Column title="Categories">
            <LinkList links={(categories ?? []).map((c) => ({ to: `/products?category=${encodeURIComponent(c.name)}`, label: c.name }))} />
          </Column>
        </div>
        <div className="sm:col-span-1 lg:col-span-3">
          <Column title="Quick Links">
            <LinkList links={QUICK_LINKS} />
          </Column>
        </div>
        <div className="lg:col-span-2">
          <Column title="Legal">
            <LinkList links={LEGAL_LINKS} />
          </Column>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Gravenstein RF Instruments. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
