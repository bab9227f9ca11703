import { ArrowDown, ArrowUp } from "lucide-react";

interface SortButtonProps {
  label: string;
  sorted: false | "asc" | "desc";
  onToggle: () => void;
}

/** A sortable column's header: the label (the header as it always looked), with an arrow while it orders the rows. */
export function SortButton({ label, sorted, onToggle }: SortButtonProps) {
  const Icon = sorted === "desc" ? ArrowDown : ArrowUp;
  return (
    <button
      type="button"
      onClick={onToggle}
      title={`Sort by ${label.toLowerCase()}`}
      className="inline-flex items-center gap-1 rounded-sm hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {label}
      {sorted ? <Icon className="h-3.5 w-3.5" aria-hidden="true" /> : null}
    </button>
  );
}
