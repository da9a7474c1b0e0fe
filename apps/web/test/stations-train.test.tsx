import type { ScenarioRecord } from "@ecos/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { AppShell } from "@/features/shell/components/app-shell";
import { deferred, makeScenario } from "./stations-fixtures";
import { json, makeUser, renderWithSession, stubSignedInApi } from "./support";

let randomResponse: () => Promise<Response>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(makeUser());
  if (key === "GET /api/stations/scenarios") return json([makeScenario()]);
  if (key === "GET /api/stations/random") return randomResponse();
  throw new TypeError(`Unexpected request ${key}`);
});
const calls = (key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key);

const random: ScenarioRecord = makeScenario({
  id: "station-009",
  number: 9,
  label: "Sophie Laurent",
  category_id: "cardiology",
  content_type: "iconography",
  experience: 80,
  sdd: "Une femme de 34 ans consulte pour des palpitations.",
});

function renderShell(path = "/homepage") {
  return renderWithSession(
    [
      {
        path: "/homepage",
        element: (
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        ),
        children: [{ index: true, element: <h1>Page tableau de bord</h1> }],
      },
    ],
    path,
  );
}

const trainButton = async () => (await screen.findAllByRole("button", { name: /S'entraîner/ }))[0] as HTMLElement;

stubSignedInApi(fetchMock);
beforeEach(() => {
  randomResponse = async () => json(random);
});

describe("S'entraîner", () => {
  it("fetches the scenario list on entering the shell", async () => {
    renderShell();
    await trainButton();
    await waitFor(() => expect(calls("GET /api/stations/scenarios")).toHaveLength(1));
  });

  it("fetches a random station and opens its start dialog", async () => {
    const { user } = renderShell();
    await user.click(await trainButton());
    const dialog = await screen.findByRole("dialog", { name: /Sophie Laurent/ });
    expect(calls("GET /api/stations/random")).toHaveLength(1);
    expect(within(dialog).getByText("Cas clinique")).toBeInTheDocument();
    expect(within(dialog).getByText("Iconographie")).toBeInTheDocument();
    expect(within(dialog).getByText("Une femme de 34 ans consulte pour des palpitations.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Lancer la simulation" })).toBeEnabled();
  });

  it("shows a spinner and blocks the button while the station is fetched", async () => {
    const pending = deferred<Response>();
    randomResponse = () => pending.promise;
    const { user } = renderShell();
    const button = await trainButton();
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(within(button).getByRole("status")).toBeInTheDocument();
    await user.click(button);
    expect(calls("GET /api/stations/random")).toHaveLength(1);
    pending.resolve(json(random));
    expect(await screen.findByRole("dialog", { name: /Sophie Laurent/ })).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("only logs a failure (no toast, no dialog)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    randomResponse = async () => json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "boom" } }, 500);
    const { user } = renderShell();
    const button = await trainButton();
    await user.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledWith("Error when fetching a random station", expect.anything()));
    expect(button).toBeEnabled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText("Une erreur est survenue")).not.toBeInTheDocument();
  });

  it("closes the mobile drawer and opens the dialog when used from the drawer", async () => {
    const { user } = renderShell();
    await trainButton();
    await user.click(screen.getByRole("button", { name: "Ouvrir le menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(within(drawer).getByRole("button", { name: /S'entraîner/ }));
    const dialog = await screen.findByRole("dialog", { name: /Sophie Laurent/ });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument());
    // Focus stays in the start dialog once the drawer has gone.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
