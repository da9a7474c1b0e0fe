import { cleanup, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bodiesOf, makeMessage, makeThread, renderModeView, routeFetch } from "./simulation-views-fixtures";
import { json, stubFetch } from "./support";

const fetchMock = stubFetch();
const SEND = "POST /api/simulation/messages/t1";

describe("mode view", () => {
  it("interrogation shows only the patient chat", () => {
    renderModeView(makeThread());
    expect(screen.getByRole("textbox", { name: "Ta question au patient" })).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("an examiner station has Examinateur / Patient tabs and answers the examiner on its channel", async () => {
    routeFetch(fetchMock, {
      [SEND]: () =>
        json({ id: "e2", message: "Quel traitement proposez-vous ?", channel: "examiner", user_message_id: "u2" }),
    });
    const { user, cached } = renderModeView(
      makeThread({
        scenario: { content_type: "prise-en-charge" },
        base: { examiner: true },
        messages: [
          makeMessage({ id: "e1", channel: "examiner", message: "Quel est votre diagnostic ?" }),
          makeMessage({ id: "p1", channel: "patient", message: "J'ai très mal." }),
        ],
      }),
    );
    const tabs = screen.getByRole("tablist", { name: "Interlocuteur" });
    expect(within(tabs).getByRole("tab", { name: "Examinateur" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Quel est votre diagnostic ?")).toBeVisible();
    expect(screen.getAllByText("Examinateur").length).toBeGreaterThan(1); // the tab and the bubble's name
    expect(screen.getByText("J'ai très mal.")).not.toBeVisible(); // the patient tab is hidden

    await user.type(screen.getByRole("textbox", { name: "Ta réponse à l'examinateur" }), "Un SCA ST+{Enter}");
    expect(await screen.findByText("Quel traitement proposez-vous ?")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, SEND)[0]).toMatchObject({ message: "Un SCA ST+", channel: "examiner" });
    expect(
      cached()
        ?.messages.filter((m) => m.channel === "examiner")
        .map((m) => m.id),
    ).toEqual(["e1", "u2", "e2"]);

    await user.click(within(tabs).getByRole("tab", { name: "Patient" }));
    expect(screen.getByText("J'ai très mal.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Ta question au patient" })).toBeInTheDocument();
    expect(screen.getByText("Quel est votre diagnostic ?")).not.toBeVisible();
  });

  it("the examiner chat's « Question suivante » button asks the examiner to move on; the patient chat has none", async () => {
    routeFetch(fetchMock, {
      [SEND]: () =>
        json({
          id: "e2",
          message: "Entendu, passons. Question 2 : Quels examens ?",
          channel: "examiner",
          user_message_id: "u2",
        }),
    });
    const { user } = renderModeView(
      makeThread({
        scenario: { content_type: "prise-en-charge" },
        base: { examiner: true },
        messages: [makeMessage({ id: "e1", channel: "examiner", message: "Première question : Quels signes ?" })],
      }),
    );
    const examinerChat = screen.getByRole("region", { name: "Conversation avec Examinateur" });
    await user.click(within(examinerChat).getByRole("button", { name: "Question suivante" }));
    expect(await screen.findByText("Entendu, passons. Question 2 : Quels examens ?")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, SEND)[0]).toMatchObject({ message: "Question suivante", channel: "examiner" });
    const patientChat = screen.getByRole("region", { name: /Conversation avec (?!Examinateur)/, hidden: true });
    expect(within(patientChat).queryByRole("button", { name: "Question suivante", hidden: true })).toBeNull();
  });

  it("clinical exam shows its tabs with the patient chat and a phone toggle", () => {
    renderModeView(makeThread({ scenario: { content_type: "clinical_exam" }, base: { static_block: {} } }));
    expect(screen.getByRole("tab", { name: "Données statiques" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Ta question au patient" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Patient", pressed: false })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Examen clinique", pressed: true })).toBeInTheDocument();
  });

  it("paraclinical and iconography show the documents with the patient chat", () => {
    for (const mode of ["paraclinical", "iconography"] as const) {
      renderModeView(
        makeThread({
          scenario: { content_type: mode },
          base: { images: [{ name: "Annexe 1", url: "/api/stations/s/images/a.png", alt: "ECG 12 dérivations" }] },
        }),
      );
      expect(screen.getByRole("img", { name: "ECG 12 dérivations" })).toBeInTheDocument();
      expect(screen.getByRole("textbox", { name: "Nouvelle note" })).toBeInTheDocument();
      expect(screen.getByRole("textbox", { name: "Ta question au patient" })).toBeInTheDocument();
      cleanup();
    }
  });
});
