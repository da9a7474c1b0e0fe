import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

/** Last view, shown after a successful submission; the button closes the dialog. */
export function BetaSuccess({ onClose }: { onClose(): void }) {
  const homeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    homeRef.current?.focus();
  }, []);
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <CircleCheck className="h-9 w-9" aria-hidden="true" />
      </span>
      <p className="text-slate-700">
        Merci pour ta candidature ! Nous l'étudions avec attention : si elle est retenue, tu recevras un e-mail sous 48
        h avec toutes les informations pour démarrer.
      </p>
      <Button ref={homeRef} size="lg" className="w-full" onClick={onClose}>
        Retour à la page d'accueil
      </Button>
    </div>
  );
}
