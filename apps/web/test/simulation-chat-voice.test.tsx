import type { ThreadState, User } from "@ecos/contracts";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryKey } from "@/features/auth/api/get-me";
import { ChatPanel } from "@/features/simulation/views/chat/chat-panel";
import { HOLD_MS } from "@/features/simulation/views/chat/voice/push-to-talk-button";
import { speakerOf } from "@/features/simulation/views/chat/voice/speaker";
import { pickVoice, voiceSettings, voiceSex } from "@/features/simulation/views/chat/voice/voice-picker";
import { queryKeys } from "@/lib/query-keys";
import { bodiesOf, makeMessage, makeThread, routeFetch, serverError, THREAD_ID } from "./simulation-views-fixtures";
import { FakeRecognition, installSpeech, spoken, voice } from "./speech-fakes";
import { json, makeUser, stubFetch } from "./support";

const fetchMock = stubFetch();
const SEND = "POST /api/simulation/messages/t1";
const ME = "PUT /api/users/me";
const reply = (id: number, message: string, channel = "patient") =>
  json({ id: `bot-${id}`, message, channel, user_message_id: `user-${id}` });

const AMELIE = voice("Amélie", "fr-CA");
const THOMAS = voice("Thomas", "fr-FR");
const GOOGLE = voice("Google français", "fr-FR", true);
const DENISE = voice("Microsoft Denise Online (Natural) - French (France)", "fr-FR");
const SAMANTHA = voice("Samantha", "en-US");
const VOICES = [SAMANTHA, AMELIE, GOOGLE, THOMAS];

/** A man of 58, the patient of the default thread. */
const patientThread = (overrides: Parameters<typeof makeThread>[0] = {}) =>
  makeThread({ base: { patient: { sex: "M", age: 58 } }, ...overrides });

function Harness({ channel, paused }: { channel: "patient" | "examiner"; paused: boolean }) {
  const { data } = useQuery<ThreadState>({
    queryKey: queryKeys.thread(THREAD_ID),
    queryFn: () => Promise.reject(new Error("the test fills the cache")),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ? <ChatPanel thread={data} channel={channel} paused={paused} onReport={() => undefined} /> : null;
}

/** The chat as the station shows it, for a signed-in student whose voice setting is `voice_enabled`. */
function renderChat(
  thread: ThreadState,
  { user = makeUser(), channel = "patient" as "patient" | "examiner", paused = false } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(queryKeys.thread(THREAD_ID), thread);
  client.setQueryData<User>(meQueryKey, user);
  const ui = (isPaused: boolean) => (
    <QueryClientProvider client={client}>
      <Harness channel={channel} paused={isPaused} />
      <Toaster />
    </QueryClientProvider>
  );
  const rendered = render(ui(paused));
  return {
    user: userEvent.setup(),
    client,
    setPaused: (isPaused: boolean) => rendered.rerender(ui(isPaused)),
    unmount: rendered.unmount,
  };
}

const voiceSwitch = () => screen.getByRole("switch", { name: "Mode vocal" });
const microphone = () => screen.getByRole("button", { name: "Parler" });
const input = () => screen.getByRole("textbox", { name: "Ta question au patient" });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("voice mode in the chat", () => {
  it("offers no switch and no microphone where the browser can neither speak nor listen", () => {
    renderChat(patientThread(), { user: makeUser({ voice_enabled: true }) });
    expect(screen.queryByRole("switch", { name: "Mode vocal" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Parler" })).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it("turns voice mode on and saves it for the student; the microphone appears", async () => {
    installSpeech({ voices: VOICES });
    routeFetch(fetchMock, { [ME]: () => json(makeUser({ voice_enabled: true })) });
    const { user, client } = renderChat(patientThread());
    expect(voiceSwitch()).not.toBeChecked();
    expect(screen.queryByRole("button", { name: "Parler" })).not.toBeInTheDocument();

    await user.click(voiceSwitch());
    expect(voiceSwitch()).toBeChecked();
    expect(microphone()).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText(/Maintiens le micro pour parler/)).toBeInTheDocument();
    await waitFor(() => expect(bodiesOf(fetchMock, ME)).toEqual([{ voice_enabled: true }]));
    expect(client.getQueryData<User>(meQueryKey)?.voice_enabled).toBe(true);
  });

  it("puts the switch back and says so when the setting cannot be saved", async () => {
    installSpeech();
    routeFetch(fetchMock, { [ME]: serverError });
    const { user } = renderChat(patientThread());
    await user.click(voiceSwitch());
    expect(await screen.findByText("Une erreur est survenue : le mode vocal n'a pas été enregistré")).toBeVisible();
    expect(voiceSwitch()).not.toBeChecked();
  });

  it("hides the microphone where the browser cannot listen, and says the replies are still read", () => {
    installSpeech({ recognition: false });
    renderChat(patientThread(), { user: makeUser({ voice_enabled: true }) });
    expect(voiceSwitch()).toBeChecked();
    expect(screen.queryByRole("button", { name: "Parler" })).not.toBeInTheDocument();
    expect(screen.getByText(/ton navigateur ne permet pas la dictée/)).toBeInTheDocument();
  });

  it("press once: listens in French, shows the words in the box, sends them on the second press, speaks the reply", async () => {
    const speech = installSpeech({ voices: VOICES });
    routeFetch(fetchMock, { [SEND]: () => reply(1, "Depuis ce matin, docteur.") });
    const { user } = renderChat(patientThread(), { user: makeUser({ voice_enabled: true }) });

    await user.click(microphone());
    const recognition = FakeRecognition.last;
    expect(recognition).toMatchObject({ started: true, lang: "fr-FR", interimResults: true });
    expect(speech.cancel).toHaveBeenCalled(); // the patient stops talking when the student starts
    expect(microphone()).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Écoute en cours");

    act(() => recognition.hear([{ text: "depuis quand", final: false }]));
    expect(input()).toHaveValue("depuis quand");
    expect(input()).toHaveAttribute("readonly");
    act(() => recognition.hear([{ text: "depuis quand avez-vous mal", final: true }]));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(microphone());
    expect(recognition.stopped).toBe(true);
    expect(await screen.findByText("Depuis ce matin, docteur.")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, SEND)[0]).toMatchObject({ message: "depuis quand avez-vous mal", channel: "patient" });
    expect(input()).toHaveValue("");
    // A man of 58: the French man's voice, his natural pitch and pace.
    expect(spoken(speech)).toEqual([
      { text: "Depuis ce matin, docteur.", lang: "fr-FR", pitch: 1, rate: 1, voice: "Thomas" },
    ]);
  });

  it("hold to talk: released after a long press, the words are sent after what was typed", async () => {
    installSpeech();
    routeFetch(fetchMock, { [SEND]: () => reply(1, "Oui, un peu.") });
    const { user } = renderChat(patientThread(), { user: makeUser({ voice_enabled: true }) });
    await user.type(input(), "Bonjour.");
    const clock = vi.spyOn(performance, "now").mockReturnValue(1_000);

    await user.pointer({ keys: "[MouseLeft>]", target: microphone() });
    const recognition = FakeRecognition.last;
    act(() => recognition.hear([{ text: "Avez-vous de la fièvre ?", final: true }]));
    expect(input()).toHaveValue("Bonjour. Avez-vous de la fièvre ?");
    clock.mockReturnValue(1_000 + HOLD_MS + 200);
    await user.pointer({ keys: "[/MouseLeft]", target: microphone() });

    expect(recognition.stopped).toBe(true);
    expect(await screen.findByText("Oui, un peu.")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, SEND).map((body) => body.message)).toEqual(["Bonjour. Avez-vous de la fièvre ?"]);
  });

  it("a short press keeps listening; the keyboard starts and stops with Enter and Space", async () => {
    installSpeech();
    routeFetch(fetchMock, { [SEND]: () => reply(1, "Non.") });
    const { user } = renderChat(patientThread(), { user: makeUser({ voice_enabled: true }) });
    vi.spyOn(performance, "now").mockReturnValue(5_000);
    await user.click(microphone());
    expect(FakeRecognition.last.stopped).toBe(false);
    expect(microphone()).toHaveAttribute("aria-pressed", "true");
    await user.pointer({ keys: "[MouseLeft>]", target: microphone() });
    expect(FakeRecognition.last.stopped).toBe(true);
    await user.pointer({ keys: "[/MouseLeft]", target: microphone() });
    expect(FakeRecognition.instances).toHaveLength(1); // the click after the press does not start again
    await waitFor(() => expect(microphone()).toHaveAttribute("aria-pressed", "false"));
    expect(fetchMock).not.toHaveBeenCalled(); // nothing heard, nothing sent

    microphone().focus();
    await user.keyboard("{Enter}");
    const second = FakeRecognition.last;
    expect(FakeRecognition.instances).toHaveLength(2);
    expect(second.started).toBe(true);
    act(() => second.hear([{ text: "Toussez-vous ?", final: true }]));
    await user.keyboard(" ");
    expect(second.stopped).toBe(true);
    expect(await screen.findByText("Non.")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, SEND).map((body) => body.message)).toEqual(["Toussez-vous ?"]);
  });

  it("tells the student when the microphone is refused, and sends nothing", async () => {
    installSpeech();
    const { user } = renderChat(patientThread(), { user: makeUser({ voice_enabled: true }) });
    await user.click(microphone());
    act(() => FakeRecognition.last.fail("not-allowed"));
    expect(await screen.findByText(/Micro refusé : autorise le micro/)).toBeVisible();
    expect(microphone()).toHaveAttribute("aria-pressed", "false");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stops listening and speaking when the station is paused or voice mode turned off", async () => {
    const speech = installSpeech();
    routeFetch(fetchMock, { [ME]: () => json(makeUser({ voice_enabled: false })) });
    const { user, setPaused } = renderChat(patientThread(), { user: makeUser({ voice_enabled: true }) });
    await user.click(microphone());
    const recognition = FakeRecognition.last;
    act(() => recognition.hear([{ text: "Bonjour", final: false }]));
    speech.cancel.mockClear();

    setPaused(true);
    expect(recognition.aborted).toBe(true);
    expect(speech.cancel).toHaveBeenCalled();
    expect(input()).toHaveValue("");
    expect(microphone()).toBeDisabled();

    setPaused(false);
    speech.cancel.mockClear();
    await user.click(voiceSwitch());
    expect(speech.cancel).toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Parler" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([ME]);
  });

  it("reads the patient's opening aloud, but not a conversation already under way; silent when off", async () => {
    const opening = makeMessage({ id: "m1", message: "Bonjour docteur, j'ai mal au ventre." });
    const speech = installSpeech({ voices: VOICES });
    const first = renderChat(patientThread({ messages: [opening] }), { user: makeUser({ voice_enabled: true }) });
    expect(spoken(speech).map((u) => u.text)).toEqual(["Bonjour docteur, j'ai mal au ventre."]);
    first.unmount();
    expect(speech.cancel).toHaveBeenCalled(); // leaving the chat silences it

    speech.speak.mockClear();
    const question = makeMessage({ id: "m2", from: "user", message: "Depuis quand ?" });
    const answer = makeMessage({ id: "m3", message: "Depuis hier." });
    renderChat(patientThread({ messages: [opening, question, answer] }), { user: makeUser({ voice_enabled: true }) });
    expect(speech.speak).not.toHaveBeenCalled();
  });

  it("does not read the replies when voice mode is off", async () => {
    const speech = installSpeech({ voices: VOICES });
    routeFetch(fetchMock, { [SEND]: () => reply(1, "Non, jamais.") });
    const { user } = renderChat(patientThread(), { user: makeUser({ voice_enabled: false }) });
    await user.type(input(), "Fumez-vous ?{Enter}");
    expect(await screen.findByText("Non, jamais.")).toBeInTheDocument();
    expect(speech.speak).not.toHaveBeenCalled();
  });

  it("reads the examiner's questions in a neutral voice", async () => {
    const speech = installSpeech({ voices: [THOMAS, DENISE] });
    routeFetch(fetchMock, { [SEND]: () => reply(1, "Quel bilan demandez-vous ?", "examiner") });
    const { user } = renderChat(patientThread({ base: { examiner: true, patient: { sex: "F", age: 8 } } }), {
      user: makeUser({ voice_enabled: true }),
      channel: "examiner",
    });
    await user.type(screen.getByRole("textbox", { name: "Ta réponse à l'examinateur" }), "Une pneumopathie.{Enter}");
    await screen.findByText("Quel bilan demandez-vous ?");
    expect(spoken(speech)).toEqual([
      {
        text: "Quel bilan demandez-vous ?",
        lang: "fr-FR",
        pitch: 1,
        rate: 1,
        voice: "Microsoft Denise Online (Natural) - French (France)",
      },
    ]);
  });
});

describe("the voice given to a speaker", () => {
  it("tells a voice's sex by its name, female hints first", () => {
    expect(voiceSex(AMELIE)).toBe("F");
    expect(voiceSex(GOOGLE)).toBe("F");
    expect(voiceSex(DENISE)).toBe("F");
    expect(voiceSex(THOMAS)).toBe("M");
    expect(voiceSex(voice("French female", "fr-FR"))).toBe("F");
    expect(voiceSex(voice("Microsoft Rémy Multilingual", "fr-FR"))).toBe("M");
    expect(voiceSex(voice("French (France)", "fr-FR"))).toBeUndefined();
  });

  it("picks a French voice of the patient's sex, France's first, never another language", () => {
    expect(pickVoice(VOICES, { sex: "M", age: 40 })?.name).toBe("Thomas");
    expect(pickVoice(VOICES, { sex: "F", age: 40 })?.name).toBe("Google français");
    expect(pickVoice([SAMANTHA, AMELIE], { sex: "M" })?.name).toBe("Amélie");
    expect(pickVoice([SAMANTHA], { sex: "F" })).toBeNull();
  });

  it("makes a child and a teenager higher, an older patient lower and slower", () => {
    expect(voiceSettings(VOICES, { sex: "F", age: 7 })).toMatchObject({ pitch: 1.4, rate: 1.05 });
    expect(voiceSettings(VOICES, { sex: "M", age: 15 })).toMatchObject({ pitch: 1.2, rate: 1.05 });
    expect(voiceSettings(VOICES, { sex: "F", age: 68 })).toMatchObject({ pitch: 0.95, rate: 0.92 });
    expect(voiceSettings(VOICES, { sex: "M", age: 84 })).toMatchObject({ pitch: 0.9, rate: 0.85 });
  });

  it("moves the pitch towards the patient's sex when no such voice exists, in French by default", () => {
    // Only women's voices: a man speaks lower.
    expect(voiceSettings([GOOGLE], { sex: "M", age: 40 })).toMatchObject({ voice: GOOGLE, pitch: 0.75 });
    // No voice listed at all (still loading, or none installed): the browser's French, a little lower.
    expect(voiceSettings([], { sex: "M", age: 40 })).toEqual({ voice: null, lang: "fr-FR", pitch: 0.9, rate: 1 });
    expect(voiceSettings([AMELIE], { neutral: true })).toEqual({ voice: AMELIE, lang: "fr-CA", pitch: 1, rate: 1 });
  });

  it("gives the patient's voice to the patient, a colleague's to a nurse, a neutral one to the examiner", () => {
    const thread = makeThread({ base: { patient: { sex: "F", age: 34 } } });
    expect(speakerOf(thread, "patient")).toEqual({ sex: "F", age: 34 });
    expect(speakerOf(thread, "examiner")).toEqual({ neutral: true });
    const nurse = makeThread({ base: { interlocutor: { name: "Samia", role: "Infirmière de cardiologie" } } });
    expect(speakerOf(nurse, "patient")).toEqual({ sex: "F" });
    const doctor = makeThread({ base: { interlocutor: { name: "Dr Philippe Arnaud", role: "Médecin traitant" } } });
    expect(speakerOf(doctor, "patient")).toEqual({ sex: "M" });
  });
});
