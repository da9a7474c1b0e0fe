import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "../session";

/**
 * Access guard: spinner while loading, redirect to the fallback (default "/") keeping the origin, so
 * that signing in there comes back to it; not after the user signed out on purpose.
 */
export function RequireAuth({ children, fallback = "/" }: { children: ReactNode; fallback?: string }) {
  const { status, signedOut } = useSession();
  const location = useLocation();
  if (status === "loading") {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Chargement de ta session" size="lg" />
      </div>
    );
  }
  if (status === "anonymous") {
    if (signedOut) return <Navigate to={fallback} replace />;
    return <Navigate to={fallback} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <>{children}</>;
}

/** Super admin only; other users get the not-found page (the spec's faulty guard, fixed). */
export function RequireSuperAdmin({ children, otherwise }: { children: ReactNode; otherwise: ReactNode }) {
  const { user } = useSession();
  return user?.role === "SUPERADMIN" ? children : otherwise;
}
