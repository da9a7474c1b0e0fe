import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/features/auth/session";
import { LandingPage } from "./components/landing-page";

/** "/": the landing page, or /homepage with a welcome-back toast when a valid session exists. */
export function LandingRoute() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const greeted = useRef(false);
  useEffect(() => {
    if (status === "authenticated" && user && !greeted.current) {
      greeted.current = true;
      toast.success(`Bon retour parmi nous, ${user.first_name || user.email} !`);
      navigate("/homepage", { replace: true });
    }
  }, [status, user, navigate]);
  if (status !== "anonymous") {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Chargement de votre session" size="lg" />
      </div>
    );
  }
  return <LandingPage />;
}
