import type { User } from "@ecos/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { OnboardingGuide } from "@/features/dashboard/components/onboarding-guide";
import { OnboardingCard } from "@/features/settings/components/onboarding-card";
import { json, makeUser, renderWithSession, signedInScreen, stubSignedInApi } from "./support";

let me: User;
let putStatus: number;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(me);
  if (key === "GET /api/stations/scenarios") return json([]); // the station launcher around the screens
  if (key === "PUT /api/users/me") {
    if (putStatus !== 200) return json({ detail: { error_code: "ERR_INTERNAL", message: "boom" } }, putStatus);
    const body = JSON.parse(String(init?.body)) as { onboarded: boolean };
    me = { ...me, onboarded: body.onboarded };
    return json(me);
  }
  throw new TypeError(`Unexpected request ${key}`);
});
stubSignedInApi(fetchMock);
beforeEach(() => {
  me = makeUser({ onboarded: false });
  putStatus = 200;
});

const sentUpdates = () =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === "PUT" && String(input) === "/api/users/me")
    .map(([, init]) => JSON.parse(String(init?.body)));

function renderGuide() {
  const dashboard = (
    <>
      <h1>Tableau de bord</h1>
      <OnboardingGuide />
    </>
  );
  return renderWithSession([{ path: "/homepage", element: signedInScreen(dashboard) }], "/homepage");
}
const guide = () => screen.findByRole("region", { name: "Guide de démarrage" });

describe("first-run guide", () => {
  it("walks through the three steps, announcing each one, and marks the student onboarded", async () => {
    const { user } = renderGuide();
    const region = await guide();
    expect(within(region).getByText("Étape 1 sur 3")).toHaveAttribute("aria-live", "polite");
    expect(within(region).getByRole("heading", { name: "1. Choisis une station", level: 3 })).not.toHaveFocus();
    expect(region).toHaveTextContent("une situation de départ (SDD) et un mode d'évaluation");
    expect(within(region).queryByRole("button", { name: /Précédent/ })).not.toBeInTheDocument();

    await user.click(within(region).getByRole("button", { name: "Suivant" }));
    expect(within(region).getByText("Étape 2 sur 3")).toBeInTheDocument();
    expect(within(region).getByRole("heading", { name: "2. Joue le médecin" })).toHaveFocus();
    expect(region).toHaveTextContent("1 minute pour lire la situation, puis 7 minutes de station");

    await user.click(within(region).getByRole("button", { name: "Précédent" }));
    expect(within(region).getByRole("heading", { name: "1. Choisis une station" })).toHaveFocus();

    // The keyboard alone: from the step's title, Tab reaches « Suivant » after « Passer le guide ».
    await user.tab();
    expect(within(region).getByRole("button", { name: "Passer le guide" })).toHaveFocus();
    await user.tab();
    expect(within(region).getByRole("button", { name: "Suivant" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.click(within(region).getByRole("button", { name: "Suivant" }));
    expect(within(region).getByText("Étape 3 sur 3")).toBeInTheDocument();
    expect(region).toHaveTextContent("Une note sur 20, critère par critère");
    expect(within(region).queryByRole("button", { name: "Suivant" })).not.toBeInTheDocument();
    expect(sentUpdates()).toEqual([]);

    await user.click(within(region).getByRole("button", { name: "C'est parti !" }));
    const done = await screen.findByRole("status");
    expect(done).toHaveTextContent("C'est noté ! Tu retrouveras ce guide dans les paramètres.");
    expect(done).toHaveFocus();
    expect(screen.queryByRole("region", { name: "Guide de démarrage" })).not.toBeInTheDocument();
    await waitFor(() => expect(sentUpdates()).toEqual([{ onboarded: true }]));
  });

  it("« Passer le guide » ends it from the first step", async () => {
    const { user } = renderGuide();
    await user.click(within(await guide()).getByRole("button", { name: "Passer le guide" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Tu retrouveras ce guide dans les paramètres.");
    await waitFor(() => expect(sentUpdates()).toEqual([{ onboarded: true }]));
  });

  it("is not shown to a student who has seen it", async () => {
    me = makeUser({ onboarded: true });
    renderGuide();
    await screen.findByRole("heading", { name: "Tableau de bord" });
    expect(screen.queryByRole("region", { name: "Guide de démarrage" })).not.toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("comes back with an error toast when the server does not record it", async () => {
    putStatus = 500;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user } = renderGuide();
    await user.click(within(await guide()).getByRole("button", { name: "Passer le guide" }));
    expect(await screen.findByText("Une erreur est survenue")).toBeInTheDocument();
    expect(await guide()).toBeInTheDocument();
  });
});

describe("settings: « Revoir le guide de démarrage »", () => {
  function renderCard() {
    return renderWithSession(
      [
        { path: "/homepage/settings", element: signedInScreen(<SettingsCard />) },
        { path: "/homepage", element: signedInScreen(<OnboardingGuide />) },
      ],
      "/homepage/settings",
    );
  }
  function SettingsCard() {
    return <OnboardingCard user={me} />;
  }

  it("shows the guide again on the dashboard, from its first step", async () => {
    me = makeUser({ onboarded: true });
    const { user, router } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Revoir le guide de démarrage" }));
    // The settings card has the same title: the guide is the region that shows the steps.
    await waitFor(() => expect(router.state.location.pathname).toBe("/homepage"));
    const step = await screen.findByText("Étape 1 sur 3");
    expect(step.closest("section")).toHaveAccessibleName("Guide de démarrage");
    expect(sentUpdates()).toEqual([{ onboarded: false }]);
  });

  it("says so when the server fails, and stays on the settings", async () => {
    me = makeUser({ onboarded: true });
    putStatus = 500;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user, router } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Revoir le guide de démarrage" }));
    expect(await screen.findByText("Une erreur est survenue")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage/settings");
  });
});
