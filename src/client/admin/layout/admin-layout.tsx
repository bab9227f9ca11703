import { ExternalLink, PanelLeft } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { type CSSProperties, useEffect } from "react";
import { Link, Navigate, Outlet, useLocation } from "react-router";
import { RouteErrorBoundary } from "../../components/route-error-boundary";
import { useUser } from "../../lib/auth";
import { USER_KEY } from "../../lib/query-keys";
import { Button } from "../../components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "../../components/ui/sheet";
import { SidebarBrand } from "./sidebar-brand";
import { SidebarNav } from "./sidebar-nav";
import { useSidebar } from "./use-sidebar";

const SIDEBAR_WIDTH = "16rem";
const SIDEBAR_WIDTH_COLLAPSED = "3rem";

export function AdminLayout() {
  const { isMobile, open, openMobile, setOpenMobile, toggle } = useSidebar();
  const collapsed = !open;
  const expanded = isMobile ? openMobile : open;
  const { user } = useUser();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // The owner may change a staff member's permissions at any time: each page opened reads them again,
  // so the menu and the pages follow (the server applies the change at the next request anyway).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: USER_KEY });
  }, [pathname, queryClient]);
  // ADMIN_REQUIRE_2FA: until two-factor sign-in is set up, the security page is the only one that works.
  if (user?.twoFactorSetupRequired && pathname !== "/admin/security") return <Navigate to="/admin/security" replace />;

  return (
    <div className="flex min-h-screen bg-slate-50">
      {isMobile ? (
        <Sheet open={openMobile} onOpenChange={setOpenMobile}>
          <SheetContent side="left" className="w-64 max-w-[16rem] sm:max-w-[16rem]" id="admin-sidebar">
            <SheetTitle className="sr-only">Admin navigation</SheetTitle>
            <SheetDescription className="sr-only">Pages of the admin panel</SheetDescription>
            <SidebarBrand collapsed={false} />
            <SidebarNav collapsed={false} onNavigate={() => setOpenMobile(false)} />
          </SheetContent>
        </Sheet>
      ) : (
        <aside
          id="admin-sidebar"
          aria-label="Sidebar"
          data-state={open ? "expanded" : "collapsed"}
          style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED } as CSSProperties}
          className="sticky top-0 flex h-screen shrink-0 flex-col overflow-hidden border-r bg-white transition-[width] duration-200"
        >
          <SidebarBrand collapsed={collapsed} />
          <SidebarNav collapsed={collapsed} />
        </aside>
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-3 border-b bg-white/95 px-3 backdrop-blur md:px-6">
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label="Toggle sidebar"
            aria-controls="admin-sidebar"
            aria-expanded={expanded}
            title="Toggle sidebar (Ctrl+B)"
          >
            <PanelLeft aria-hidden="true" />
          </Button>
          <span className="text-sm font-medium text-slate-700">Gravenstein RF Instruments</span>
          <Link to="/" className="ml-auto inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
            View shop
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </Link>
        </header>
        <main className="flex-1 px-4 py-6 md:px-8 md:py-8">
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </main>
      </div>
    </div>
  );
}
