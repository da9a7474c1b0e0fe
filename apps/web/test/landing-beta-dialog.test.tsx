import { act, screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BetaDialog } from "@/features/landing/components/beta-dialog/beta-dialog";
import { json, renderWithQuery, stubFetch } from "./support";

type User = ReturnType<typeof userEvent.setup>;

const fetchMock = stubFetch();
afterEach(() => {
  vi.useRealTimers();
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir la bêta
      </button>
      <BetaDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderDialog(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return renderWithQuery(<Harness />, options);
}

const dialog = () => screen.getByRole("dialog");
const group = (name: string | RegExp) => within(dialog()).getByRole("group", { name });

async function openForm(user: User) {
  await user.click(screen.getByRole("button", { name: "Ouvrir la bêta" }));
  await user.click(within(dialog()).getByRole("button", { name: "Commencer le formulaire" }));
  expect(within(dialog()).getByRole("heading", { name: "Tes informations" })).toBeInTheDocument();
}

async function fillForm(user: User) {
  const d = within(dialog());
  await user.type(d.getByLabelText("Prénom"), "Léa");
  await user.type(d.getByLabelText("Nom"), "Martin");
  await user.type(d.getByLabelText("Adresse e-mail"), "lea.martin@exemple.fr");
  await user.click(within(group("En quelle année étais-tu en 2024-2025 ?")).getByRole("radio", { name: "D3" }));
  await user.click(within(group("As-tu déjà passé des ECOS ?")).getByRole("radio", { name: "Oui - National" }));
  await user.type(d.getByLabelText(/Pourquoi veux-tu tester ECOS Academy/), "Préparer les ECOS nationaux");
  await user.click(d.getByRole("button", { name: "7 cas" }));
  await user.click(within(group(/communauté Discord/)).getByRole("radio", { name: "Oui" }));
  await user.click(within(group(/entretien de 20 minutes/)).getByRole("radio", { name: "Non" }));
  await user.click(
    within(group("Comment as-tu connu ECOS Academy ?")).getByRole("radio", { name: "Groupe Facebook de promotion" }),
  );
  await user.click(within(group(/prévienne au lancement/)).getByRole("radio", { name: "Oui" }));
}

describe("beta dialog", () => {
  it("goes from the introduction to the form and back", async () => {
    const user = renderDialog();
    await user.click(screen.getByRole("button", { name: "Ouvrir la bêta" }));
    const intro = within(dialog());
    expect(intro.getByText(/limitée à 80 places/)).toBeInTheDocument();
    expect(intro.getByText(/du 15 juin au 15 juillet 2025/)).toBeInTheDocument();
    expect(intro.getByText(/Le formulaire prend environ 2 minutes/)).toBeInTheDocument();

    await user.click(intro.getByRole("button", { name: "Commencer le formulaire" }));
    expect(within(dialog()).getByRole("heading", { name: "Tes informations" })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText("Prénom")).toHaveFocus();

    await user.click(within(dialog()).getByRole("button", { name: "Retour" }));
    expect(within(dialog()).getByRole("button", { name: "Commencer le formulaire" })).toBeInTheDocument();
    expect(within(dialog()).queryByText("Tes informations")).not.toBeInTheDocument();
  });

  it("offers ten toggle buttons for the number of cases, one pressed at a time", async () => {
    const user = renderDialog();
    await openForm(user);
    const picker = group("Combien de cas penses-tu faire pendant la bêta ?");
    expect(within(picker).getAllByRole("button")).toHaveLength(10);
    await user.click(within(picker).getByRole("button", { name: "3 cas" }));
    expect(within(picker).getByRole("button", { name: "3 cas" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(picker).getByRole("button", { name: "10 cas" }));
    expect(within(picker).getByRole("button", { name: "3 cas" })).toHaveAttribute("aria-pressed", "false");
    expect(within(picker).getByRole("button", { name: "10 cas" })).toHaveAttribute("aria-pressed", "true");
  });

  it("blocks a submission with a missing answer: nothing sent, fields marked, first one focused", async () => {
    const user = renderDialog();
    await openForm(user);
    await fillForm(user);
    // Everything is answered except the e-mail.
    await user.clear(within(dialog()).getByLabelText("Adresse e-mail"));
    await user.click(within(dialog()).getByRole("button", { name: "Envoyer ma candidature" }));

    expect(fetchMock).not.toHaveBeenCalled();
    const email = within(dialog()).getByLabelText("Adresse e-mail");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(within(dialog()).getByRole("alert")).toHaveTextContent(/Il manque des réponses/);
    expect(within(dialog()).getByLabelText("Prénom")).not.toHaveAttribute("aria-invalid");
  });

  it("marks every unanswered required question on an empty submission", async () => {
    const user = renderDialog();
    await openForm(user);
    await user.type(within(dialog()).getByLabelText("Prénom"), "Léa");
    await user.click(within(dialog()).getByRole("button", { name: "Envoyer ma candidature" }));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(dialog()).getByLabelText("Nom")).toHaveFocus();
    expect(group("En quelle année étais-tu en 2024-2025 ?")).toHaveAttribute("aria-invalid", "true");
    expect(group("Combien de cas penses-tu faire pendant la bêta ?")).toHaveAttribute("aria-invalid", "true");
    expect(group("Comment as-tu connu ECOS Academy ?")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog()).getByLabelText(/Pourquoi veux-tu tester/)).not.toHaveAttribute("aria-invalid");

    // Answering a question clears its mark.
    await user.click(within(group("En quelle année étais-tu en 2024-2025 ?")).getByRole("radio", { name: "D2" }));
    expect(group("En quelle année étais-tu en 2024-2025 ?")).not.toHaveAttribute("aria-invalid");
  });

  it("posts the right body, shows the success view, closes, and is back to the introduction after 300 ms", async () => {
    const user = renderDialog();
    await openForm(user);
    await fillForm(user);
    await user.click(within(dialog()).getByRole("button", { name: "Envoyer ma candidature" }));

    expect(
      await within(dialog()).findByRole("heading", { name: "Candidature envoyée avec succès !" }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/forms/beta/signup");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: "Léa",
      last_name: "Martin",
      email: "lea.martin@exemple.fr",
      academic_year: "D3",
      passed_ecos: "national",
      trial_reason: "Préparer les ECOS nationaux",
      nb_cases: "7",
      wants_discord: true,
      consent_interview: false,
      notify_launch: true,
      referral_source: "Groupe Facebook de promotion",
    });

    await user.click(within(dialog()).getByRole("button", { name: "Retour à la page d'accueil" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    await user.click(screen.getByRole("button", { name: "Ouvrir la bêta" }));
    expect(within(dialog()).getByRole("button", { name: "Commencer le formulaire" })).toBeInTheDocument();

    // The form was cleared after the successful submission.
    await user.click(within(dialog()).getByRole("button", { name: "Commencer le formulaire" }));
    expect(within(dialog()).getByLabelText("Prénom")).toHaveValue("");
    expect(
      within(group("En quelle année étais-tu en 2024-2025 ?")).getByRole("radio", { name: "D3" }),
    ).not.toBeChecked();
  });

  it("leaves out an empty reason", async () => {
    const user = renderDialog();
    await openForm(user);
    await fillForm(user);
    await user.clear(within(dialog()).getByLabelText(/Pourquoi veux-tu tester/));
    await user.click(within(dialog()).getByRole("button", { name: "Envoyer ma candidature" }));
    await within(dialog()).findByRole("heading", { name: "Candidature envoyée avec succès !" });
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).not.toHaveProperty("trial_reason");
  });

  it("resets to the introduction 300 ms after closing mid-form, keeping what was typed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = renderDialog({ advanceTimers: vi.advanceTimersByTime });
    await openForm(user);
    await user.type(within(dialog()).getByLabelText("Prénom"), "Léa");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    act(() => {
      vi.advanceTimersByTime(300);
    });
    await user.click(screen.getByRole("button", { name: "Ouvrir la bêta" }));
    expect(within(dialog()).getByRole("button", { name: "Commencer le formulaire" })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole("button", { name: "Commencer le formulaire" }));
    expect(within(dialog()).getByLabelText("Prénom")).toHaveValue("Léa");
  });

  it("shows the failure toast and stays on the form when the server refuses", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ detail: { error_code: "ERR_INVALID_INPUT", fields: ["email"], message: "invalid" } }, 400),
    );
    const user = renderDialog();
    await openForm(user);
    await fillForm(user);
    await user.click(within(dialog()).getByRole("button", { name: "Envoyer ma candidature" }));

    expect(await screen.findByText("Le formulaire n'est pas valide")).toBeInTheDocument();
    expect(within(dialog()).getByRole("heading", { name: "Tes informations" })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText("Adresse e-mail")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog()).getByLabelText("Prénom")).toHaveValue("Léa");
  });
});
