import type { ExamCatalogue, ExamResultEntry, ThreadState } from "@ecos/contracts";
import { QueryClient } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { appendExams } from "@/features/simulation/views/thread-cache";
import { queryKeys } from "@/lib/query-keys";
import { makeThread, renderModeView, routeFetch, serverError, THREAD_ID } from "./simulation-views-fixtures";
import { json, stubFetch } from "./support";

const fetchMock = stubFetch();

const CATALOGUE: ExamCatalogue = {
  categories: [
    { id: "constantes", name: "Constantes" },
    { id: "cardio", name: "Cardio-vasculaire" },
    { id: "respi", name: "Respiratoire" },
  ],
  exams: [
    { id: "pa", name: "Pression artérielle", category_id: "constantes", keywords: ["tension", "TA"] },
    { id: "fc", name: "Fréquence cardiaque", category_id: "constantes", keywords: ["pouls"] },
    { id: "auscult-card", name: "Auscultation cardiaque", category_id: "cardio", keywords: ["souffle", "cœur"] },
    { id: "auscult-pulm", name: "Auscultation pulmonaire", category_id: "respi", keywords: ["crépitants"] },
    { id: "echo-pleurale", name: "Échographie pleurale", category_id: "respi", keywords: [] },
  ],
};
const RESULTS: Record<string, ExamResultEntry> = {
  pa: {
    exam_id: "pa",
    name: "Pression artérielle",
    category_id: "constantes",
    category_name: "Constantes",
    value: "128/76 mmHg",
  },
  "auscult-card": {
    exam_id: "auscult-card",
    name: "Auscultation cardiaque",
    category_id: "cardio",
    category_name: "Cardio-vasculaire",
    value: "Souffle systolique 3/6 au foyer aortique",
  },
};

function clinicalThread(overrides: Partial<ThreadState> = {}) {
  return makeThread({
    scenario: { content_type: "clinical_exam" },
    base: { static_block: { first_name: "Jean", last_name: "Dupont", age: "64 ans", fever: "Non" } },
    ...overrides,
  });
}

function routes(result: (examId: string) => Response = (examId) => json(RESULTS[examId])) {
  routeFetch(fetchMock, {
    "GET /api/stations/exam-catalogue": () => json(CATALOGUE),
    "GET /api/simulation/clinical/t1/pa": () => result("pa"),
    "GET /api/simulation/clinical/t1/auscult-card": () => result("auscult-card"),
  });
}

const examinerButton = () => screen.getByRole("button", { name: "Examiner" });
const tab = (name: string) => screen.getByRole("tab", { name });

async function openExams(user: ReturnType<typeof renderModeView>["user"]) {
  await user.click(tab("Examens"));
  return screen.findByRole("checkbox", { name: "Pression artérielle" });
}

describe("clinical exam", () => {
  it("lists the 13 static data labels in order, with the patient's values", () => {
    routes();
    renderModeView(clinicalThread());
    expect(tab("Données statiques")).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Prénom",
      "Nom",
      "Âge",
      "Sexe",
      "Motif de consultation",
      "Position du patient",
      "Tenue",
      "Attitude générale",
      "Couleur de la peau",
      "Aspect de la peau",
      "Matériel visible",
      "Langage spontané",
      "Fièvre",
    ]);
    expect(screen.getByText("Jean")).toBeInTheDocument();
    expect(screen.getByText("64 ans")).toBeInTheDocument();
  });

  it("needs an exam selected to submit; an exam toggles on and off", async () => {
    routes();
    const { user } = renderModeView(clinicalThread());
    const pa = await openExams(user);
    expect(examinerButton()).toBeDisabled();
    await user.click(pa);
    expect(pa).toBeChecked();
    expect(examinerButton()).toBeEnabled();
    expect(screen.getByText("1 examen sélectionné")).toBeInTheDocument();
    await user.click(pa);
    expect(pa).not.toBeChecked();
    expect(examinerButton()).toBeDisabled();
    await user.click(examinerButton());
    expect(fetchMock).toHaveBeenCalledTimes(1); // the catalogue only
  });

  it("searches by name or keyword, ignoring accents", async () => {
    routes();
    const { user } = renderModeView(clinicalThread());
    await openExams(user);
    const search = screen.getByRole("searchbox", { name: "Rechercher un examen" });
    await user.type(search, "echographie");
    expect(screen.getByRole("checkbox", { name: "Échographie pleurale" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Pression artérielle" })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "souffle");
    expect(screen.getByRole("checkbox", { name: "Auscultation cardiaque" })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "scanner");
    expect(screen.getByText("Aucun examen ne correspond à « scanner ».")).toBeInTheDocument();
  });

  it("examines the selected exams, adds their results and switches to the results tab", async () => {
    routes();
    const { user, cached } = renderModeView(clinicalThread());
    await user.click(await openExams(user));
    await user.click(screen.getByRole("button", { name: "Cardio-vasculaire" }));
    await user.click(screen.getByRole("checkbox", { name: "Auscultation cardiaque" }));
    await user.click(examinerButton());

    expect(await screen.findByText("128/76 mmHg")).toBeVisible();
    expect(tab("Résultats")).toHaveAttribute("aria-selected", "true");
    const results = screen.getByRole("tabpanel", { name: "Résultats" });
    expect(within(results).getByRole("heading", { name: "Cardio-vasculaire" })).toBeInTheDocument();
    expect(within(results).getByText("Souffle systolique 3/6 au foyer aortique")).toBeInTheDocument();
    expect(cached()?.exams.map((e) => e.exam_id)).toEqual(["pa", "auscult-card"]);

    await user.click(tab("Examens"));
    const pa = screen.getByRole("checkbox", { name: "Pression artérielle" });
    expect(pa).toBeDisabled();
    expect(pa).toHaveAccessibleDescription("Réalisé");
    expect(examinerButton()).toBeDisabled(); // the selection was cleared
  });

  it("shows the exams already done in the results and marks them in the catalogue", async () => {
    routes();
    const { user } = renderModeView(clinicalThread({ exams: [RESULTS.pa as ExamResultEntry] }));
    await user.click(tab("Résultats"));
    expect(screen.getByText("128/76 mmHg")).toBeVisible();
    const pa = await openExams(user);
    expect(pa).toBeDisabled();
    expect(screen.getByText("Réalisé")).toBeInTheDocument();
  });

  it("toasts an error when an exam cannot be fetched and keeps the selection", async () => {
    routes(serverError);
    const { user, cached } = renderModeView(clinicalThread());
    const pa = await openExams(user);
    await user.click(pa);
    await user.click(examinerButton());
    expect(await screen.findByText("Une erreur est survenue")).toBeInTheDocument();
    expect(tab("Examens")).toHaveAttribute("aria-selected", "true");
    expect(pa).toBeChecked();
    expect(cached()?.exams).toEqual([]);
  });

  it("never stores the same exam twice in the cache", () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.thread(THREAD_ID), clinicalThread());
    const pa = RESULTS.pa as ExamResultEntry;
    appendExams(client, THREAD_ID, [pa]);
    appendExams(client, THREAD_ID, [pa, pa]);
    expect(client.getQueryData<ThreadState>(queryKeys.thread(THREAD_ID))?.exams).toEqual([pa]);
  });
});
