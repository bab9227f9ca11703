import { Link } from "react-router";
import { cn } from "../../lib/utils";

/** The shop's mark: a loop probe over a field line, in the brand teal. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn("h-8 w-8", className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0f766e" />
      <circle cx="16" cy="12" r="6" fill="none" stroke="#fff" strokeWidth="2.4" />
      <path d="M16 18v8" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M5 24c3-3 5-3 8 0s5 3 8 0 5-3 6-1" fill="none" stroke="#5eead4" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ className, tone = "dark", onClick }: { className?: string; tone?: "dark" | "light"; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        "flex items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <LogoMark />
      <span className={cn("text-lg font-bold tracking-tight", tone === "dark" ? "text-slate-900" : "text-white")}>Gravenstein RF</span>
    </Link>
  );
}
