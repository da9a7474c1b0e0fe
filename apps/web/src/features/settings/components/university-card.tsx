import type { UpdateMeRequest, User } from "@ecos/contracts";
import { COLLEGE_YEARS, UNIVERSITIES } from "@ecos/contracts/constants";
import { toast } from "sonner";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { SAVE_ERROR_MESSAGE, useUpdateMe } from "@/features/auth/api/use-update-me";

const isUniversity = (value: string): value is (typeof UNIVERSITIES)[number] =>
  (UNIVERSITIES as readonly string[]).includes(value);
const isCollegeYear = (value: string): value is (typeof COLLEGE_YEARS)[number] =>
  (COLLEGE_YEARS as readonly string[]).includes(value);

/** University and academic year; each change is saved immediately. */
export function UniversityCard({ user }: { user: User }) {
  const university = useUpdateMe();
  const year = useUpdateMe();

  function save(mutation: typeof university, body: UpdateMeRequest) {
    mutation.mutate(body, {
      onSuccess: () => toast.success("Profil mis à jour !"),
      onError: (error) => {
        console.error(error);
        toast.error(SAVE_ERROR_MESSAGE);
      },
    });
  }

  // While saving, show the chosen value rather than the one still stored.
  const pendingLabel =
    university.isPending && university.variables && "college_label" in university.variables
      ? university.variables.college_label
      : undefined;
  const pendingYear =
    year.isPending && year.variables && "college_year" in year.variables ? year.variables.college_year : undefined;

  return (
    <Card title="Profil universitaire" description="Ta faculté et ton année, pour te proposer des cas adaptés.">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Université"
          value={pendingLabel ?? user.college_label ?? ""}
          disabled={university.isPending}
          status={university.isPending ? <Spinner size="sm" label="Enregistrement" className="text-brand-700" /> : null}
          onChange={(event) => {
            if (isUniversity(event.target.value)) save(university, { college_label: event.target.value });
          }}
        >
          <option value="" disabled>
            Choisis ta faculté
          </option>
          {user.college_label && !isUniversity(user.college_label) ? (
            <option value={user.college_label}>{user.college_label}</option>
          ) : null}
          {UNIVERSITIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Année d'études"
          value={pendingYear ?? user.college_year ?? ""}
          disabled={year.isPending}
          status={year.isPending ? <Spinner size="sm" label="Enregistrement" className="text-brand-700" /> : null}
          onChange={(event) => {
            if (isCollegeYear(event.target.value)) save(year, { college_year: event.target.value });
          }}
        >
          <option value="" disabled>
            Choisis ton année
          </option>
          {user.college_year && !isCollegeYear(user.college_year) ? (
            <option value={user.college_year}>{user.college_year}</option>
          ) : null}
          {COLLEGE_YEARS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
    </Card>
  );
}
