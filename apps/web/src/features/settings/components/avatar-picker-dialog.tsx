import { AVATARS } from "@ecos/contracts/constants";
import { toast } from "sonner";
import { Avatar } from "@/components/avatar";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { SAVE_ERROR_MESSAGE, useUpdateMe } from "@/features/auth/api/use-update-me";
import { cn } from "@/lib/cn";

interface AvatarPickerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  currentId: number;
}

/** The ten avatars in a 5-column grid; choosing one saves it right away. */
export function AvatarPickerDialog({ open, onOpenChange, currentId }: AvatarPickerDialogProps) {
  const mutation = useUpdateMe();

  function choose(id: number) {
    if (mutation.isPending) return;
    if (id === currentId) {
      onOpenChange(false);
      return;
    }
    mutation.mutate(
      { avatar_id: id },
      {
        onSuccess: () => {
          toast.success("Profil mis à jour !");
          onOpenChange(false);
        },
        onError: (error) => {
          console.error(error);
          toast.error(SAVE_ERROR_MESSAGE);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choisis ton avatar"
      description="Il apparaît dans ton menu et sur ton profil."
    >
      <ul className="grid grid-cols-5 gap-2 sm:gap-3">
        {AVATARS.map(({ id }) => {
          const current = id === currentId;
          const saving =
            mutation.isPending && mutation.variables && "avatar_id" in mutation.variables
              ? mutation.variables.avatar_id === id
              : false;
          return (
            <li key={id}>
              <button
                type="button"
                aria-label={`Choisir l'avatar ${id}`}
                aria-pressed={current}
                disabled={mutation.isPending}
                onClick={() => choose(id)}
                className={cn(
                  "relative block w-full rounded-full p-0.5 ring-2 transition disabled:cursor-wait",
                  current ? "ring-brand-700" : "ring-transparent hover:ring-brand-200",
                  mutation.isPending && !saving && "opacity-60",
                )}
              >
                <Avatar id={id} size={64} className="h-auto w-full" />
                {saving ? (
                  <span className="absolute inset-0 grid place-items-center rounded-full bg-white/60 text-brand-800">
                    <Spinner size="md" label="Enregistrement de l'avatar" />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
