import { cn } from "../../lib/utils";

interface Step {
  title: string;
  text: string;
}

/** A process in numbered steps: one under the other (consulting) or side by side as cards (services). */
export function StepList({ steps, layout }: { steps: readonly Step[]; layout: "rows" | "cards" }) {
  const cards = layout === "cards";
  return (
    <ol className={cards ? "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" : "mt-6 space-y-4"}>
      {steps.map((step, index) => (
        <li key={step.title} className={cards ? "rounded-lg border bg-card p-5 shadow-sm" : "flex gap-4"}>
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
            {index + 1}
          </span>
          <div>
            <h3 className={cn("font-semibold text-slate-900", cards && "mt-3")}>{step.title}</h3>
            <p className={cards ? "mt-1 text-sm leading-relaxed text-muted-foreground" : "mt-1 leading-relaxed text-slate-700"}>
              {step.text}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
