import type { User } from "@ecos/contracts";
import { Compass } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SAVE_ERROR_MESSAGE, useUpdateMe } from "@/features/auth/api/use-update-me";

/** « Revoir le guide de démarrage »: shows the dashboard's first-run guide again, from its first step. */
export function OnboardingCard({ user }: { user: User }) {
  const updateMe = useUpdateMe();
  const navigate = useNavigate();

  function replay() {
    if (!user.onboarded) {
      navigate("/homepage");
      return;
    }
    updateMe.mutate(
      { onboarded: false },
      {
        onSuccess: () => navigate("/homepage"),
        onError: (error) => {
          console.error(error);
          toast.error(SAVE_ERROR_MESSAGE);
        },
      },
    );
  }

  return (
    <Card
      title="Guide de démarrage"
      description="Les trois étapes pour bien démarrer : choisir une station, la jouer, lire ta correction."
      actions={
        <Button
          variant="secondary"
          onClick={replay}
          loading={updateMe.isPending}
          loadingLabel="Ouverture du guide"
          className="w-full sm:w-auto"
        >
          {updateMe.isPending ? null : <Compass className="h-4 w-4" aria-hidden="true" />}
          Revoir le guide de démarrage
        </Button>
      }
    />
  );
}
