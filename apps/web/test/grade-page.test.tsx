import type { GradedCriterionView, GradeResponse, ThreadState } from "@ecos/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { gradeBand } from "@/features/simulation/components/grading/grade-insights";
import { GradingResults } from "@/features/simulation/components/grading/grading-results";
import { makeGrade, makeMessage, makeScenario, makeThread } from "./simulation-page-fixtures";

function renderGrade(grade: GradeResponse, thread: Partial<ThreadState> = {}) {
  const graded = makeThread({ status: "corrected", step: "grading", remaining_seconds: 0, grade, ...thread });
  const router = createMemoryRouter(
    [{ path: "/simulation", element: <GradingResults thread={graded} grade={grade} /> }],
    {
      initialEntries: ["/simulation"],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const criterion = (overrides: Partial<GradedCriterionView>): GradedCriterionView => ({
  id: "c",
  name: "Critère",
  point: 1,
  explanation: "Explication.",
  rationale: "Explication.",
  evidence: [],
  ...overrides,
});

const results = () => screen.getByRole("region", { name: "Résultats de la station" });
const criteriaCard = () => screen.getByRole("region", { name: "Critères d'évaluation" });
const criterionItem = (name: string) =>
  within(criteriaCard()).getByRole("heading", { name }).closest("li") as HTMLElement;

describe("the grade page", () => {
  it.each([
    [3.3, "Insuffisant", "text-red-700"],
    [9.94, "Insuffisant", "text-red-700"],
    [9.96, "Passable", "text-amber-700"],
    [13.9, "Passable", "text-amber-700"],
    [14, "Bien", "text-green-700"],
    [16.9, "Bien", "text-green-700"],
    [17, "Excellent", "text-emerald-700"],
    [17.8, "Excellent", "text-emerald-700"],
  ])("colours %s/20 by its band and says it in words (%s)", (mark, label, colour) => {
    expect(gradeBand(mark)).toMatchObject({ label, markClass: colour });
    renderGrade(makeGrade({ digitized_grade: mark }));
    const pill = within(results()).getByText(label);
    expect(pill.textContent).toBe(`Appréciation : ${label}`);
    expect(within(results()).getByText("/20").parentElement).toHaveClass(colour);
  });

  it("celebrates a level reached and a new record on the station, with the grade before", () => {
    renderGrade(makeGrade({ digitized_grade: 15, previous_best: 12.5, previous_xp: 80, user_xp: 110, xp_awarded: 30 }));
    expect(within(results()).getByText("Niveau atteint : Étudiant en Médecine")).toBeInTheDocument();
    expect(within(results()).getByText(/Tu passes au niveau 2/)).toBeInTheDocument();
    expect(within(results()).getByText(/^Nouveau record sur cette station : 15\/20/).textContent).toBe(
      "Nouveau record sur cette station : 15/20 (avant : 12,5/20)",
    );
    expect(within(results()).getByText("Niveau :").nextSibling).toHaveTextContent("2 · Étudiant en Médecine");
  });

  it("celebrates nothing on a first attempt, a weaker one, or XP that stays within a level", () => {
    renderGrade(makeGrade({ digitized_grade: 15, previous_best: null, previous_xp: 300, user_xp: 340 }));
    expect(screen.queryByText(/Niveau atteint/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Nouveau record/)).not.toBeInTheDocument();
  });

  it("does not call an equal or lower grade a record", () => {
    renderGrade(makeGrade({ digitized_grade: 12.5, previous_best: 12.5, previous_xp: 350, user_xp: 350 }));
    expect(screen.queryByText(/Nouveau record/)).not.toBeInTheDocument();
  });

  it("lists the missed criteria first with what was expected and why, each quote once", async () => {
    const grade = makeGrade({
      Criterias: [
        criterion({
          id: "tabac",
          name: "Recherche le tabagisme",
          evidence: [
            { message_id: "m1", quote: "Tabac ?" },
            { message_id: "m1", quote: "Tabac ?" },
            { message_id: "m5", quote: "tabac ?" },
            { message_id: "m3", quote: "Combien de cigarettes" },
            { message_id: "m3", quote: "Combien de cigarettes par jour ?" },
          ],
          rationale: "Le tabac est un facteur de risque majeur.",
        }),
        criterion({
          id: "allergies",
          name: "Recherche les allergies",
          point: 0,
          missing: "Non abordé : allergies médicamenteuses",
          explanation: "Non abordé : allergies médicamenteuses. Avant toute prescription.",
          rationale: "Avant toute prescription.",
        }),
        criterion({
          id: "diagnostic",
          name: "Retient le diagnostic",
          point: 0,
          missing: "Diagnostic retenu : « Péricardite aiguë » ; diagnostic attendu : « Syndrome coronarien aigu »",
          rationale: "Douleur typique.",
        }),
      ],
    });
    const user = renderGrade(grade);
    const missed = within(criteriaCard()).getByRole("region", { name: "À retravailler 2" });
    const earned = within(criteriaCard()).getByRole("region", { name: "Validés 1" });
    expect(missed.compareDocumentPosition(earned) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(criteriaCard()).getByText("1 critère validé sur 3.")).toBeInTheDocument();

    const allergies = criterionItem("Recherche les allergies");
    expect(allergies).toHaveTextContent("Point : 0/1");
    expect(allergies).toHaveTextContent("À aborder : allergies médicamenteuses.");
    expect(allergies).toHaveTextContent("Pourquoi : Avant toute prescription.");
    expect(criterionItem("Retient le diagnostic")).toHaveTextContent(
      "Ce qui manquait : Diagnostic retenu : « Péricardite aiguë » ; diagnostic attendu : « Syndrome coronarien aigu ».",
    );

    const tobacco = criterionItem("Recherche le tabagisme");
    const quotes = within(within(tobacco).getByRole("list", { name: "Tes mots" })).getAllByRole("listitem");
    expect(quotes.map((quote) => quote.textContent)).toEqual([
      "«\u00a0Tabac ?\u00a0»",
      "«\u00a0Combien de cigarettes par jour ?\u00a0»",
    ]);
    // An earned criterion's reason is one click away.
    expect(tobacco).not.toHaveTextContent("facteur de risque majeur");
    await user.click(within(earned).getByRole("button", { name: "Afficher les explications" }));
    expect(tobacco).toHaveTextContent("Pourquoi : Le tabac est un facteur de risque majeur.");
    expect(within(earned).getByRole("button", { name: "Masquer les explications" })).toBeInTheDocument();
  });

  it("says which points the grading assist's model recognised, with the student's quoted words", () => {
    renderGrade(
      makeGrade({
        Criterias: [
          criterion({
            id: "annonce",
            name: "Annonce l'hypothèse diagnostique",
            judged_by: "llm",
            evidence: [{ message_id: "m1", quote: "ça vient des artères du cœur" }],
          }),
          criterion({
            id: "tabac",
            name: "Recherche le tabagisme",
            evidence: [{ message_id: "m2", quote: "Tabac ?" }],
          }),
        ],
      }),
    );
    expect(criterionItem("Annonce l'hypothèse diagnostique")).toHaveTextContent(
      "Reconnu par le modèle d'IA dans tes mots (citation vérifiée dans la transcription)",
    );
    expect(criterionItem("Annonce l'hypothèse diagnostique")).toHaveTextContent("ça vient des artères du cœur");
    expect(criterionItem("Recherche le tabagisme")).not.toHaveTextContent("Reconnu par le modèle");
  });

  it("links each quote to its message in the transcript, unfolded, focused and highlighted", async () => {
    const messages = [
      makeMessage({ id: "q1", from: "user", message: "Bonjour, je suis l'interne. Où avez-vous mal exactement ?" }),
      makeMessage({ id: "r1", from: "bot", message: "Au milieu de la poitrine." }),
      makeMessage({ id: "q2", from: "user", channel: "examiner", message: "Un ECG en urgence." }),
      makeMessage({ id: "r2", from: "bot", channel: "examiner", message: "Quel traitement ?" }),
    ];
    const grade = makeGrade({
      Criterias: [
        criterion({
          name: "Localise la douleur",
          evidence: [{ message_id: "q1", quote: "Où avez-vous mal exactement ?" }],
        }),
        criterion({ id: "ecg", name: "Demande un ECG", evidence: [{ message_id: "q2", quote: "ECG" }] }),
        criterion({ id: "dx", name: "Retient le diagnostic", evidence: [{ message_id: "diagnosis", quote: "SCA" }] }),
      ],
    });
    const user = renderGrade(grade, {
      messages,
      observations: [{ id: "n1", observation: "Sus-décalage du ST", created_at: "2025-06-20T10:03:00.000Z" }],
    });
    const transcript = screen.getByRole("region", { name: "Transcription (5)" });
    const toggle = within(transcript).getByRole("button", { name: "Transcription (5)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false"); // folded where the screen is narrow

    await user.click(
      within(criterionItem("Localise la douleur")).getByRole("link", { name: "Voir dans la transcription" }),
    );
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const target = document.getElementById("transcript-q1") as HTMLElement;
    expect(target).toHaveFocus();
    expect(target).toHaveAttribute("aria-current", "true");
    expect(target).toHaveTextContent("Toi");
    expect(within(target).getByText("Où avez-vous mal exactement ?").tagName).toBe("MARK");
    expect(within(target).getByText(/Bonjour, je suis l'interne/).tagName).toBe("P");

    // Each channel and the notes have their part; the examiner's answer is highlighted too.
    const patient = within(transcript).getByRole("region", { name: "Avec Michel Garnier" });
    expect(
      within(patient)
        .getAllByRole("listitem")
        .map((entry) => entry.textContent),
    ).toEqual([
      "ToiBonjour, je suis l'interne. Où avez-vous mal exactement ?",
      "Michel GarnierAu milieu de la poitrine.",
    ]);
    const examiner = within(transcript).getByRole("region", { name: "Avec l'examinateur" });
    expect(within(examiner).getByText("ECG").tagName).toBe("MARK");
    expect(within(transcript).getByRole("region", { name: "Tes notes" })).toHaveTextContent("Sus-décalage du ST");

    await user.click(within(criterionItem("Demande un ECG")).getByRole("link", { name: "Voir dans la transcription" }));
    expect(document.getElementById("transcript-q2")).toHaveFocus();
    expect(target).not.toHaveAttribute("aria-current");
    // The diagnosis is not in the transcript: no link.
    expect(within(criterionItem("Retient le diagnostic")).queryByRole("link")).not.toBeInTheDocument();
    expect(criterionItem("Retient le diagnostic")).toHaveTextContent("Diagnostic retenu : SCA");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById("transcript-q1")).toBeNull();
  });

  it("shows a clinical exam's criteria and its verdicts: relevant exams done and missed, exams not useful", async () => {
    const grade = makeGrade({
      Criterias: [
        criterion({
          name: "Inspecte le pied",
          evidence: [{ message_id: "exam:cheville-pied-inspection", quote: "Inspection de la cheville et du pied" }],
        }),
      ],
      relevant_exams: [
        { exam_id: "temperature", completed: false },
        { exam_id: "cheville-pied-inspection", completed: true },
      ],
      irrelevant_exams: ["otoscopie", "oculomotricite"],
      penalized_exams: ["oculomotricite"],
      exam_names: {
        temperature: "Température",
        "cheville-pied-inspection": "Inspection de la cheville et du pied",
        otoscopie: "Otoscopie",
        oculomotricite: "Oculomotricité",
      },
    });
    const user = renderGrade(grade, {
      scenario: makeScenario({ content_type: "clinical_exam" }),
      exams: [
        {
          exam_id: "cheville-pied-inspection",
          name: "Inspection de la cheville et du pied",
          category_id: "locomoteur-cheville-pied",
          category_name: "Locomoteur : cheville et pied",
          value: "Tuméfaction de la 1re métatarsophalangienne droite.",
        },
      ],
    });
    const exams = screen.getByRole("region", { name: "Examens réalisés" });
    const relevant = within(exams).getByRole("region", { name: "Examens pertinents" });
    expect(relevant).toHaveTextContent("1 réalisé sur 2");
    expect(
      within(relevant)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["Inspection de la cheville et du piedRéalisé", "TempératureNon réalisé"]);
    const notUseful = within(exams).getByRole("region", { name: "Examens non pertinents" });
    expect(
      within(notUseful)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["Otoscopie", "Oculomotricité−0,5 point"]);
    expect(notUseful).toHaveTextContent("coûtent un demi-point chacun");
    const foot = criterionItem("Inspecte le pied");
    expect(within(foot).getByRole("list", { name: "Ce qui l'a validé" })).toHaveTextContent(
      "Examen réalisé : Inspection de la cheville et du pied",
    );
    expect(within(foot).getByRole("link", { name: "Voir dans la transcription" })).toHaveAttribute(
      "href",
      "#transcript-exam-cheville-pied-inspection",
    );
    await user.click(screen.getByRole("button", { name: "Transcription (1)" }));
    const requested = screen.getByRole("region", { name: "Examens demandés" });
    expect(within(requested).getByText("Tuméfaction de la 1re métatarsophalangienne droite.").tagName).toBe("MARK");
  });

  it("congratulates a clinical exam without any useless exam, and keeps the actions together", () => {
    renderGrade(makeGrade({ relevant_exams: [{ exam_id: "temperature", completed: true }], irrelevant_exams: [] }), {
      scenario: makeScenario({ content_type: "clinical_exam" }),
    });
    expect(screen.getByRole("region", { name: "Examens non pertinents" })).toHaveTextContent(
      "Aucun examen inutile : bravo !",
    );
    const actions = screen.getByRole("region", { name: "Et maintenant ?" });
    expect(within(actions).getByRole("button", { name: "Nouvelle station" })).toBeInTheDocument();
    expect(within(actions).getByRole("link", { name: "Fiche de révision" })).toBeInTheDocument();
    expect(within(actions).getByRole("link", { name: "Retour à l'accueil" })).toBeInTheDocument();
    expect(within(actions).getByRole("button", { name: "Donner mon avis" })).toBeInTheDocument();
  });
});
