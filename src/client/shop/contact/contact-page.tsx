import { usePageTitle } from "../../hooks/use-page-title";
import { ContactForm } from "./contact-form";
import { ContactInfo } from "./contact-info";

export function ContactPage() {
  usePageTitle("Contact Us");
  return (
    <div>
      <header className="border-b bg-linear-to-b from-accent to-background">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Contact</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl md:text-5xl">Contact Us</h1>
          <p className="mt-4 max-w-3xl text-base leading-relaxed text-muted-foreground md:text-lg">
            Questions about a product, a quote, a purchase order or a consulting project? Send us a message or call; an engineer will
            answer.
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1fr_2fr] lg:px-8">
        <ContactInfo />
        <section className="rounded-lg border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">We respond within 24 hours on business days.</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </div>
  );
}
