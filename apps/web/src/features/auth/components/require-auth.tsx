import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "../session";

/** Access guard: spinner while loading, redirect to the fallback (default "/") keeping the origin. */
export function RequireAuth({ children, fallback = "/" }: { children: ReactNode; fallback?: string }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === "loading") {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Chargement de votre session" size="lg" />
      </div>
    );
  }
  if (status === "anonymous") {
    return <Navigate to={fallback} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <>{children}</>;
}

/** Super admin only; other users get the not-found page (the spec's faulty guard, fixed). */
export function RequireSuperAdmin({ children, otherwise }: { children: ReactNode; otherwise: ReactNode }) {
  const { user } = useSession();
  return user?.role === "SUPERADMIN" ? children : otherwise;
}
