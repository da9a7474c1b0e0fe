import {
  PSEUDONYM_MAX_LENGTH,
  pseudonymFormatProblem,
  pseudonymIdentityProblem,
  type RankingParticipation,
  type User,
} from "@ecos/contracts";
import { type FormEvent, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { useUpdateParticipation } from "../api/ranking-api";

const ERROR_MESSAGE = "Une erreur est survenue";

/**
 * Joining the ranking under a pseudonym, changing it, or leaving. Only the pseudonym and the avatar
 * are ever shown to other students; the pseudonym is checked here as the server checks it, and the
 * server's answer (a pseudonym already taken) is shown under the field.
 */
export function ParticipationCard({ participation, user }: { participation: RankingParticipation; user: User }) {
  const titleId = useId();
  const errorId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pseudonym, setPseudonym] = useState(participation.pseudonym ?? "");
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateParticipation();
  const listed = participation.opt_in;
  const unchanged = listed && pseudonym.trim() === participation.pseudonym;

  function refuse(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  async function join(event: FormEvent) {
    event.preventDefault();
    const value = pseudonym.trim();
    const problem =
      pseudonymFormatProblem(value) ??
      pseudonymIdentityProblem(value, { email: user.email, last_name: user.last_name });
    if (problem) return refuse(problem);
    setError(null);
    try {
      const saved = await mutation.mutateAsync({ opt_in: true, pseudonym: value });
      setPseudonym(saved.pseudonym ?? value);
      toast.success(
        listed
          ? `Pseudonyme changé : tu apparais sous « ${saved.pseudonym} ».`
          : `Tu apparais maintenant dans le classement sous le pseudonyme « ${saved.pseudonym} ».`,
      );
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.includes("pseudonym")) return refuse(failure.message);
      console.error(failure);
      toast.error(ERROR_MESSAGE);
    }
  }

  async function leave() {
    setError(null);
    try {
      await mutation.mutateAsync({ opt_in: false });
      toast.success("Tu n'apparais plus dans le classement.");
    } catch (failure) {
      console.error(failure);
      toast.error(ERROR_MESSAGE);
    }
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        Ma participation
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {listed
          ? `Tu apparais dans le classement sous le pseudonyme « ${participation.pseudonym} ».`
          : "Rejoins le classement sous un pseudonyme : les autres étudiants ne verront que lui et ton avatar, jamais ton nom ni ton e-mail."}
      </p>
      <form className="mt-4 space-y-3" onSubmit={join} noValidate>
        <TextField
          ref={inputRef}
          label="Pseudonyme"
          name="pseudonym"
          autoComplete="off"
          spellCheck={false}
          maxLength={PSEUDONYM_MAX_LENGTH + 10}
          value={pseudonym}
          invalid={error !== null}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          hint={
            <span id={hintId}>
              3 à 20 caractères : lettres, chiffres, points, tirets et tirets bas. Ni ton nom ni ton e-mail.
            </span>
          }
          onChange={(event) => {
            setPseudonym(event.target.value);
            if (error) setError(null);
          }}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button type="submit" loading={mutation.isPending} disabled={unchanged}>
            {listed ? "Changer de pseudonyme" : "Rejoindre le classement"}
          </Button>
          {listed ? (
            <Button variant="secondary" onClick={() => void leave()} disabled={mutation.isPending}>
              Quitter le classement
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
