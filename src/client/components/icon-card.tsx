import { cn } from "../lib/utils";
import type { IconPointItem } from "./icon-point";

// "feature": the home page's reasons to choose us; "fact": the short facts above a policy page.
const VARIANTS = {
  feature: {
    card: "rounded-lg border-t-4 border-primary bg-white p-6 shadow-sm ring-1 ring-slate-200",
    icon: "h-8 w-8",
    title: "mt-4 text-lg",
    text: "mt-2 leading-relaxed text-muted-foreground",
  },
  fact: { card: "rounded-lg border bg-card p-4 shadow-sm", icon: "size-6", title: "mt-2", text: "text-sm text-muted-foreground" },
};

/** A list item card: an icon over its title and sentence. */
export function IconCard({ icon: Icon, title, text, variant }: IconPointItem & { variant: keyof typeof VARIANTS }) {
  const style = VARIANTS[variant];
  const Title = variant === "feature" ? "h3" : "p";
  return (
    <li className={style.card}>
      <Icon className={cn("text-primary", style.icon)} aria-hidden="true" />
      <Title className={cn("font-semibold text-slate-900", style.title)}>{title}</Title>
      <p className={style.text}>{text}</p>
    </li>
  );
}
