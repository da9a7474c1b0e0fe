import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { changePassword } from "@/features/auth/api/auth-calls";
import { SAVE_ERROR_MESSAGE } from "@/features/auth/api/use-update-me";
import { FormAlert } from "@/features/auth/components/form-alert";
import {
  NewPasswordFields,
  type NewPasswordValues,
  newPasswordProblem,
} from "@/features/auth/components/new-password-fields";
import { ApiError } from "@/lib/api-client";

type Field = "current" | "password" | "confirmation";
interface Problem {
  message: string;
  field: Field | null;
}

const EMPTY: NewPasswordValues = { password: "", confirmation: "" };

function problemFrom(error: unknown): Problem {
  if (error instanceof ApiError) {
    if (error.code === "ERR_INVALID_CREDENTIALS") return { message: "Mot de passe actuel incorrect", field: "current" };
    if (error.code === "ERR_INVALID_INPUT") {
      return { message: error.message, field: error.fields.includes("current_password") ? "current" : "password" };
    }
    if (error.code === "ERR_TOO_MANY_REQUESTS") return { message: error.message, field: null };
  }
  console.error(error);
  return { message: SAVE_ERROR_MESSAGE, field: null };
}

/** "Mot de passe": the current one, then the new one twice; the other sessions are signed out. */
export function PasswordCard() {
  const [current, setCurrent] = useState("");
  const [values, setValues] = useState<NewPasswordValues>(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);
  const mutation = useMutation({ mutationFn: changePassword });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (current === "") {
      setProblem({ message: "Saisis ton mot de passe actuel.", field: "current" });
      return;
    }
    const local = newPasswordProblem(values);
    if (local) {
      setProblem({ message: local, field: values.password === values.confirmation ? "password" : "confirmation" });
      return;
    }
    setProblem(null);
    mutation.mutate(
      { current_password: current, new_password: values.password },
      {
        onSuccess: () => {
          toast.success("Mot de passe modifié. Tes autres appareils ont été déconnectés.");
          setCurrent("");
          setValues(EMPTY);
        },
        onError: (error) => setProblem(problemFrom(error)),
      },
    );
  }

  return (
    <Card
      title="Mot de passe"
      description="Change ton mot de passe : tes sessions ouvertes sur d'autres appareils seront fermées."
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <FormAlert message={problem?.message} />
        <TextField
          label="Mot de passe actuel"
          type="password"
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          invalid={problem?.field === "current"}
          disabled={mutation.isPending}
        />
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <NewPasswordFields
            values={values}
            onChange={setValues}
            invalid={{ password: problem?.field === "password", confirmation: problem?.field === "confirmation" }}
            disabled={mutation.isPending}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={mutation.isPending} className="w-full sm:w-auto">
            Changer le mot de passe
          </Button>
        </div>
      </form>
    </Card>
  );
}
