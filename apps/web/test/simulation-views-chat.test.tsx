import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  bodiesOf,
  deferred,
  makeMessage,
  makeThread,
  renderModeView,
  routeFetch,
  serverError,
} from "./simulation-views-fixtures";
import { json, stubFetch } from "./support";

const fetchMock = stubFetch();
const SEND = "POST /api/simulation/messages/t1";
const reply = (id: number, message: string) =>
  json({ id: `bot-${id}`, message, channel: "patient", user_message_id: `user-${id}` });
const input = () => screen.getByRole("textbox", { name: "Ta question au patient" });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("patient chat", () => {
  it("sends the question with Enter, shows the reply under the patient's name and clears the input", async () => {
    routeFetch(fetchMock, { [SEND]: () => reply(1, "J'ai mal depuis ce matin.") });
    const { user, cached } = renderModeView(makeThread());
    await user.type(input(), "Depuis quand avez-vous mal ?{Enter}");

    const log = screen.getByRole("log");
    expect(await within(log).findByText("J'ai mal depuis ce matin.")).toBeInTheDocument();
    expect(within(log).getByText("Depuis quand avez-vous mal ?")).toBeInTheDocument();
    expect(within(log).getByText("Jean Dupont")).toBeInTheDocument();
    expect(input()).toHaveValue("");
    const [body] = bodiesOf(fetchMock, SEND);
    expect(body).toMatchObject({ message: "Depuis quand avez-vous mal ?", channel: "patient" });
    expect(body?.client_id).toMatch(UUID);
    expect(cached()?.messages.map((m) => [m.id, m.from, m.message])).toEqual([
      ["user-1", "user", "Depuis quand avez-vous mal ?"],
      ["bot-1", "bot", "J'ai mal depuis ce matin."],
    ]);
  });

  it("shows the stored conversation of the patient channel only", () => {
    renderModeView(
      makeThread({
        messages: [
          makeMessage({ id: "m1", from: "user", message: "Bonjour, je suis l'externe." }),
          makeMessage({ id: "m2", message: "Bonjour docteur." }),
          makeMessage({ id: "m3", channel: "examiner", message: "Quel est votre diagnostic ?" }),
        ],
      }),
    );
    expect(screen.getByText("Bonjour, je suis l'externe.")).toBeInTheDocument();
    expect(screen.getByText("Bonjour docteur.")).toBeInTheDocument();
    expect(screen.queryByText("Quel est votre diagnostic ?")).not.toBeInTheDocument();
  });

  it("disables the input and shows a typing indicator while the reply is awaited", async () => {
    const answer = deferred<Response>();
    routeFetch(fetchMock, { [SEND]: () => answer.promise });
    const { user } = renderModeView(makeThread());
    await user.type(input(), "Avez-vous de la fièvre ?{Enter}");

    expect(input()).toBeDisabled();
    expect(screen.getByRole("button", { name: "Envoyer" })).toBeDisabled();
    expect(screen.getByRole("status", { name: "Jean Dupont écrit…" })).toBeInTheDocument();
    expect(screen.getByText("Avez-vous de la fièvre ?")).toBeInTheDocument();

    answer.resolve(reply(1, "Non, pas de fièvre."));
    expect(await screen.findByText("Non, pas de fièvre.")).toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(screen.queryByRole("status", { name: "Jean Dupont écrit…" })).not.toBeInTheDocument();
  });

  it("ignores an empty or blank message, and Shift+Enter goes to a new line", async () => {
    const { user } = renderModeView(makeThread());
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    await user.type(input(), "   {Enter}");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(input());
    await user.type(input(), "Première ligne{Shift>}{Enter}{/Shift}seconde");
    expect(input()).toHaveValue("Première ligne\nseconde");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps a failed question with a red error bubble, the retry button only on the last error", async () => {
    routeFetch(fetchMock, { [SEND]: serverError });
    const { user } = renderModeView(makeThread());
    await user.type(input(), "Première question{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Une erreur est survenue");
    await user.type(input(), "Deuxième question{Enter}");

    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(2));
    for (const alert of screen.getAllByRole("alert")) {
      expect(alert).toHaveTextContent("Une erreur est survenueVeuillez réessayer plus tard");
    }
    expect(screen.getByText("Première question")).toBeInTheDocument();
    expect(screen.getByText("Deuxième question")).toBeInTheDocument();
    const retries = screen.getAllByRole("button", { name: "Réessayer" });
    expect(retries).toHaveLength(1);
    expect(screen.getAllByRole("alert")[1]).toContainElement(retries[0] ?? null);
  });

  it("retries with the same text and client id, and removes the error", async () => {
    let calls = 0;
    routeFetch(fetchMock, { [SEND]: () => (++calls === 1 ? serverError() : reply(1, "Oui, un peu.")) });
    const { user, cached } = renderModeView(makeThread());
    await user.type(input(), "Êtes-vous essoufflé ?{Enter}");
    await user.click(await screen.findByRole("button", { name: "Réessayer" }));

    expect(await screen.findByText("Oui, un peu.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getAllByText("Êtes-vous essoufflé ?")).toHaveLength(1);
    const [first, second] = bodiesOf(fetchMock, SEND);
    expect(second).toEqual(first);
    expect(second?.message).toBe("Êtes-vous essoufflé ?");
    expect(cached()?.messages).toHaveLength(2);
  });

  it("reports a reply through onReport; a reported reply has no report button", async () => {
    const fine = makeMessage({ id: "m2", message: "J'ai une douleur dans la poitrine." });
    const { user, onReport } = renderModeView(
      makeThread({
        messages: [
          makeMessage({ id: "m1", from: "user", message: "Qu'est-ce qui vous amène ?" }),
          fine,
          makeMessage({ id: "m3", message: "Réponse déjà signalée.", reported: true }),
        ],
      }),
    );
    const buttons = screen.getAllByRole("button", { name: "Signaler ce message" });
    expect(buttons).toHaveLength(1);
    expect(screen.getByText("Message signalé")).toBeInTheDocument();
    await user.click(buttons[0] as HTMLElement);
    expect(onReport).toHaveBeenCalledWith(fine);
  });

  it("disables the input while paused", () => {
    renderModeView(makeThread(), { paused: true });
    expect(input()).toBeDisabled();
    expect(screen.getByRole("button", { name: "Envoyer" })).toBeDisabled();
  });
});
