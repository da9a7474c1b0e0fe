import { LogOut } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useSession } from "@/features/auth/session";

export function LogoutButton() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function handleLogout() {
    setPending(true);
    try {
      await signOut();
      navigate("/");
    } catch (error) {
      console.error(error);
      toast.error("Une erreur interne est survenue");
      setPending(false);
    }
  }

  return (
    <Button variant="secondary" onClick={handleLogout} loading={pending} className="w-full sm:w-auto">
      {pending ? null : <LogOut className="h-4 w-4" aria-hidden="true" />}
      Se déconnecter
    </Button>
  );
}
