import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { Spinner } from "@/components/ui/spinner";
import { returnPathFrom } from "@/features/auth/lib/return-path";
import { useSession } from "@/features/auth/session";
import { hasValidToken } from "@/lib/token-storage";
import { LandingPage } from "./components/landing-page";

/**
 * "/": the landing page, or /homepage with a welcome-back toast when the visitor arrived with a
 * valid session. A sign-in made on this page navigates by itself, without the welcome-back toast.
 */
export function LandingRoute() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const arrivedSignedIn = useRef(hasValidToken());
  const greeted = useRef(false);
  useEffect(() => {
    if (arrivedSignedIn.current && status === "authenticated" && user && !greeted.current) {
      greeted.current = true;
      toast.success(`Bon retour parmi nous, ${user.first_name || user.email} !`);
      navigate("/homepage", { replace: true });
    }
  }, [status, user, navigate]);
  if (arrivedSignedIn.current && status !== "anonymous") {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Chargement de ta session" size="lg" />
      </div>
    );
  }
  return <LandingPage loginOpen={returnPathFrom(location.state) !== null} />;
}
