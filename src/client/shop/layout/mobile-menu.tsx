import { Menu } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { lazyNamed } from "../../lib/lazy-page";

// The panel's code loads on the first tap, or when the browser is idle.
const MobileMenuSheet = lazyNamed(() => import("./mobile-menu-sheet"), "MobileMenuSheet");

/** Below the large breakpoint the header's links live in a slide-out panel; a tap before the app has run opens it once hydrated (decision 0082). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-early-tap=""
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}
