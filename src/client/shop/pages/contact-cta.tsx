import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";

interface ContactCtaProps {
  title: string;
  text: string;
  action?: string;
}

/** Closing call to action of the service pages: every engagement starts with a message. */
export function ContactCta({ title, text, action = "Contact Us" }: ContactCtaProps) {
  return (
    <section className="rounded-xl bg-slate-900 px-6 py-10 text-white sm:px-10">
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
          <p className="mt-2 text-slate-300">{text}</p>
        </div>
        <Button asChild size="lg" className="shrink-0 bg-white text-slate-900 hover:bg-slate-100">
          <Link to="/contact">
            {action}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
