import type { ThreadState, User } from "@ecos/contracts";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryKey } from "@/features/auth/api/get-me";
import { ChatPanel } from "@/features/simulation/views/chat/chat-panel";
import { CHAT_TIMEOUT_MS } from "@/features/simulation/views/chat/send-guard";
import { queryKeys } from "@/lib/query-keys";
import { delta, done, replyStream, reset, streamFailure, writtenStream } from "./reply-stream-fixtures";
import { bodiesOf, makeThread, routeFetch, THREAD_ID } from "./simulation-views-fixtures";
import { installSpeech, spoken, voice } from "./speech-fakes";
import { json, makeUser, stubFetch } from "./support";

const fetchMock = stubFetch();
const STREAM = "POST /api/simulation/messages/t1/stream";
const SEND = "POST /api/simulation/messages/t1";
const PATIENT = "Jean Dupont";

const streamingThread = (overrides: Parameters<typeof makeThread>[0] = {}) =>
  makeThread({ reply_streaming: true, base: { patient: { sex: "M", age: 58 } }, ...overrides });

function Harness({ channel }: { channel: "patient" | "examiner" }) {
  const { data } = useQuery<ThreadState>({
    queryKey: queryKeys.thread(THREAD_ID),
    queryFn: () => Promise.reject(new Error("the test fills the cache")),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ? <ChatPanel thread={data} channel={channel} paused={false} onReport={() => undefined} /> : null;
}

/** The chat as the station shows it (the patient's by default), for a student with voice mode off or on. */
function renderChat(thread: ThreadState, { channel = "patient" as "patient" | "examiner", user = makeUser() } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(queryKeys.thread(THREAD_ID), thread);
  client.setQueryData<User>(meQueryKey, user);
  render(
    <QueryClientProvider client={client}>
      <Harness channel={channel} />
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup(),
    cached: () => client.getQueryData<ThreadState>(queryKeys.thread(THREAD_ID)),
  };
}

const log = () => screen.getByRole("log");
const input = () => screen.getByRole("textbox", { name: "Ta question au patient" });
const typing = () => screen.queryByRole("status", { name: `${PATIENT} écrit…` });
const partialBubble = () => screen.queryByRole("status", { name: `Réponse de ${PATIENT} en cours` });
/** The texts of the chat's bubbles, in order (the patient's name included in its bubbles). */
const bubbleTexts = () =>
  within(log())
    .queryAllByRole("listitem")
    .map((item) => item.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a patient reply written by the server's model", () => {
  it("grows word by word in the patient's bubble, then the stored reply takes its place once", async () => {
    const server = replyStream();
    routeFetch(fetchMock, { [STREAM]: () => server.response });
    const { user, cached } = renderChat(streamingThread());
    await user.type(input(), "Où avez-vous mal ?{Enter}");

    // Before the first words: the typing dots, the question shown, the box locked.
    expect(typing()).toBeInTheDocument();
    expect(partialBubble()).not.toBeInTheDocument();
    expect(input()).toBeDisabled();

    act(() => server.send(delta("J'ai mal ")));
    const bubble = await screen.findByRole("status", { name: `Réponse de ${PATIENT} en cours` });
    expect(bubble).toHaveTextContent(`${PATIENT}J'ai mal`);
    expect(bubble).toHaveAttribute("aria-busy", "true");
    expect(typing()).not.toBeInTheDocument();
    // From here on, every change of the chat is recorded: the reply must never show twice nor vanish.
    const frames: Array<Array<string | null>> = [];
    const observer = new MutationObserver(() => frames.push(bubbleTexts()));
    observer.observe(log(), { childList: true, subtree: true, characterData: true });
    act(() => server.send(delta("au milieu de la poitrine.")));
    await vi.waitFor(() => expect(partialBubble()).toHaveTextContent("J'ai mal au milieu de la poitrine."));
    expect(bubbleTexts()).toEqual(["Toi : Où avez-vous mal ?", `${PATIENT}J'ai mal au milieu de la poitrine.`]);

    act(() => {
      server.send(done(1, "J'ai mal au milieu de la poitrine."));
      server.close();
    });
    await vi.waitFor(() => expect(partialBubble()).not.toBeInTheDocument());
    observer.disconnect();
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) {
      expect(frame).toHaveLength(2);
      expect(frame[1]).toMatch(/^Jean DupontJ'ai mal/);
    }
    // The stored exchange, once: no partial bubble left, no duplicate, a reply that can be reported.
    expect(bubbleTexts()).toEqual(["Toi : Où avez-vous mal ?", `${PATIENT}J'ai mal au milieu de la poitrine.`]);
    expect(within(log()).getByRole("button", { name: "Signaler ce message" })).toBeInTheDocument();
    expect(typing()).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(cached()?.messages.map((m) => [m.id, m.message])).toEqual([
      ["user-1", "Où avez-vous mal ?"],
      ["bot-1", "J'ai mal au milieu de la poitrine."],
    ]);
    // The stream route, with the ordinary body; never the ordinary route.
    expect(bodiesOf(fetchMock, STREAM)).toEqual([
      { message: "Où avez-vous mal ?", client_id: expect.any(String), channel: "patient" },
    ]);
    expect(bodiesOf(fetchMock, SEND)).toEqual([]);
  });

  it("a reset withdraws the words shown: the dots come back, then only the replacement is shown", async () => {
    const server = replyStream();
    routeFetch(fetchMock, { [STREAM]: () => server.response });
    const { user } = renderChat(streamingThread());
    await user.type(input(), "Prenez-vous des médicaments ?{Enter}");

    act(() => server.send(delta("Mon médecin m'a prescrit du Xarelto 20 mg.")));
    await vi.waitFor(() => expect(partialBubble()).toHaveTextContent("Xarelto"));
    act(() => server.send(reset()));
    await vi.waitFor(() => expect(partialBubble()).not.toBeInTheDocument());
    expect(typing()).toBeInTheDocument();
    expect(screen.queryByText(/Xarelto/)).not.toBeInTheDocument();

    act(() => server.send(delta("Non, aucun traitement.")));
    await vi.waitFor(() => expect(partialBubble()).toHaveTextContent("Non, aucun traitement."));
    act(() => server.send(done(1, "Non, aucun traitement.")));
    await vi.waitFor(() =>
      expect(bubbleTexts()).toEqual(["Toi : Prenez-vous des médicaments ?", `${PATIENT}Non, aucun traitement.`]),
    );
    expect(screen.queryByText(/Xarelto/)).not.toBeInTheDocument();
  });

  it("an `error` event shows the red bubble; « Réessayer » sends the same client id and gets the stored reply", async () => {
    let calls = 0;
    routeFetch(fetchMock, {
      [STREAM]: () => {
        calls++;
        return calls === 1
          ? writtenStream(delta("Je "), streamFailure())
          : writtenStream(done(1, "Depuis ce matin, docteur."));
      },
    });
    const { user } = renderChat(streamingThread());
    await user.type(input(), "Depuis quand ?{Enter}");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Une erreur est survenue");
    expect(partialBubble()).not.toBeInTheDocument();
    expect(typing()).not.toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Réessayer" }));

    await vi.waitFor(() =>
      expect(bubbleTexts()).toEqual(["Toi : Depuis quand ?", `${PATIENT}Depuis ce matin, docteur.`]),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const [first, second] = bodiesOf(fetchMock, STREAM);
    expect(second).toEqual(first);
  });

  it("words keep the wait alive; 20 s without any gives the timeout bubble and drops the words", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = replyStream();
    routeFetch(fetchMock, { [STREAM]: () => server.response });
    const { user } = renderChat(streamingThread());
    await user.type(input(), "Avez-vous mal ?{Enter}");

    await act(() => vi.advanceTimersByTimeAsync(CHAT_TIMEOUT_MS - 2_000));
    act(() => server.send(delta("Oui, ")));
    await act(() => vi.advanceTimersByTimeAsync(CHAT_TIMEOUT_MS - 2_000));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(partialBubble()).toHaveTextContent("Oui,");

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("La réponse n'est pas arrivée à temps.");
    expect(partialBubble()).not.toBeInTheDocument();
    expect(screen.queryByText("Oui,")).not.toBeInTheDocument();
  });

  it("voice mode reads the reply once, complete, never its first words", async () => {
    const speech = installSpeech({ voices: [voice("Thomas", "fr-FR")] });
    const server = replyStream();
    routeFetch(fetchMock, { [STREAM]: () => server.response });
    const { user } = renderChat(streamingThread(), { user: makeUser({ voice_enabled: true }) });
    await user.type(input(), "Où avez-vous mal ?{Enter}");

    act(() => server.send(delta("Dans la poitrine, ")));
    await vi.waitFor(() => expect(partialBubble()).toBeInTheDocument());
    expect(speech.speak).not.toHaveBeenCalled();
    act(() => {
      server.send(delta("docteur."));
      server.send(done(1, "Dans la poitrine, docteur."));
    });
    await vi.waitFor(() => expect(spoken(speech).map((u) => u.text)).toEqual(["Dans la poitrine, docteur."]));
  });
});

describe("replies that are not streamed", () => {
  it("a thread without a model keeps the ordinary route and its typing dots", async () => {
    routeFetch(fetchMock, {
      [SEND]: () => json({ id: "bot-1", message: "Non.", channel: "patient", user_message_id: "user-1" }),
    });
    const { user } = renderChat(makeThread());
    await user.type(input(), "Fumez-vous ?{Enter}");
    await vi.waitFor(() => expect(bubbleTexts()).toEqual(["Toi : Fumez-vous ?", `${PATIENT}Non.`]));
    expect(bodiesOf(fetchMock, STREAM)).toEqual([]);
  });

  it("the examiner's channel always uses the ordinary route, even with a model", async () => {
    routeFetch(fetchMock, {
      [SEND]: () =>
        json({ id: "bot-1", message: "Quel examen demandez-vous ?", channel: "examiner", user_message_id: "user-1" }),
    });
    const { user } = renderChat(streamingThread({ base: { examiner: true } }), { channel: "examiner" });
    await user.type(screen.getByRole("textbox", { name: "Ta réponse à l'examinateur" }), "Un ECG.{Enter}");
    await vi.waitFor(() => expect(screen.getByText("Quel examen demandez-vous ?")).toBeInTheDocument());
    expect(bodiesOf(fetchMock, SEND)).toEqual([
      { message: "Un ECG.", client_id: expect.any(String), channel: "examiner" },
    ]);
    expect(bodiesOf(fetchMock, STREAM)).toEqual([]);
  });
});
