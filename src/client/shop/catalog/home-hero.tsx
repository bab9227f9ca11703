import { ArrowRight, Award, CalendarCheck, RotateCcw } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";

const HIGHLIGHTS = [
  { icon: CalendarCheck, text: "Since 2004" },
  { icon: Award, text: "ISO certified quality" },
  { icon: RotateCcw, text: "30-day returns" },
];

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-slate-900 text-white" aria-labelledby="hero-title">
      <div
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(20,184,166,0.35),transparent_60%)]"
        aria-hidden="true"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-teal-300">RF test equipment &amp; instrumentation</p>
          <h1 id="hero-title" className="mt-4 text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
            Find the source of every emission, faster.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
            Near-field probes, low-noise amplifiers and field-generating coils for EMC pre-compliance and RF debugging, designed and built
            by engineers in Sebastopol, California.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-teal-500 text-slate-950 hover:bg-teal-400">
              <Link to="/products">
                Browse Products
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-slate-500 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <Link to="/services">Consulting Services</Link>
            </Button>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-slate-300">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className="h-4 w-4 text-teal-300" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden lg:block">
          <div className="rounded-2xl bg-[#f4f6f8] p-4 shadow-2xl ring-1 ring-white/10">
            <img
              src="/catalog/products/101a-emc-probe-set.svg"
              alt=""
              className="aspect-[4/3] w-full object-contain"
              width={800}
              height={600}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
