import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { searchPagePath } from "../../shared/search-page-query";
import { cn } from "../lib/utils";

interface SearchBoxProps {
  /** The input's id (the header's and the menu's boxes are on one page). */
  id: string;
  /** The landmark's name, different for each search form on a page. */
  label: string;
  defaultValue?: string;
  /** The hint inside the box: short in the header, where the box is narrow beside the currency picker. */
  placeholder?: string;
  className?: string;
  /** After navigating to the results (the mobile menu closes). */
  onSearch?: () => void;
}

/**
 * A search form: /search?q= with the words typed. A plain GET form without JavaScript; with it, the
 * app's own navigation (the results page's query in the URL, so Back and links work).
 */
export function SearchBox({ id, label, defaultValue, placeholder = "Search", className, onSearch }: SearchBoxProps) {
  const navigate = useNavigate();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (!q) return;
    void navigate(searchPagePath({ q }));
    onSearch?.();
  }
  return (
    <form role="search" aria-label={label} action="/search" method="get" onSubmit={submit} className={cn("relative flex", className)}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="h-10 w-full rounded-md border border-input bg-background pl-3 pr-10 text-sm text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-0 top-0 inline-flex h-10 w-10 items-center justify-center rounded-r-md text-slate-600 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
      </button>
    </form>
  );
}
