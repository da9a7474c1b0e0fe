import type {
  AuditEntryView,
  TicketEntry,
  TicketKind,
  TicketsPageResponse,
  TicketsResponse,
  TicketsSeenRequest,
} from "@ecos/contracts";
import { AUDIT_ACTIONS } from "@ecos/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TicketsPage } from "@/features/admin/tickets-page";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { json, makeUser, renderWithSession } from "./support";

/** Paris time (UTC+1 in early March 2025), as the cards show it whatever the machine's time zone. */
const at = (day: number, hours: number, minutes = 0) =>
  new Date(Date.UTC(2025, 2, day, hours - 1, minutes)).toISOString();

const entry = (fields: Partial<TicketEntry> & { id: string; created_at: string }): TicketEntry => ({
  first_name: null,
  last_name: null,
  email: null,
  seen: false,
  ...fields,
});

const IDS = {
  contact: "11111111-1111-4111-8111-111111111111",
  bug: "22222222-2222-4222-8222-222222222222",
  review: "33333333-3333-4333-8333-333333333333",
  report: "44444444-4444-4444-8444-444444444444",
  beta: "55555555-5555-4555-8555-555555555555",
  early: "66666666-6666-4666-8666-666666666666",
  thread: "77777777-7777-4777-8777-777777777777",
  betaInvited: "88888888-8888-4888-8888-888888888888",
  betaMember: "99999999-9999-4999-8999-999999999999",
} as const;

/**
 * One ticket of each kind, newest first: report (10 mars), contact (9), review (8), beta (7), bug (6),
 * early (5). Seen: the bug and the early access.
 */
function makeTickets(): TicketsResponse {
  return {
    contact: [
      entry({
        id: IDS.contact,
        created_at: at(9, 14, 5),
        first_name: "Jean",
        last_name: "Dupont",
        email: "jean.dupont@exemple.fr",
        message: "Bonjour, comment réinitialiser mon mot de passe ?",
      }),
    ],
    bug: [
      entry({
        id: IDS.bug,
        created_at: at(6, 9, 30),
        first_name: "Camille",
        last_name: "Bernard",
        email: "camille@ecos.local",
        seen: true,
        bug_type: "app",
        message: "Le chronomètre saute de deux secondes.",
        thread_id: IDS.thread,
      }),
    ],
    thread_reviews: [
      entry({
        id: IDS.review,
        created_at: at(8, 18, 0),
        first_name: "Léa",
        last_name: "Martin",
        email: "lea.martin@exemple.fr",
        thread_id: IDS.thread,
        scenario_id: "station-001",
        progress: "oui",
        simulation: "moyen",
        grading: "pas lue",
        ameliorations: ["ia", "visuals"],
        commentary: "Très réaliste, merci !",
      }),
    ],
    message_report: [
      entry({
        id: IDS.report,
        created_at: at(10, 8, 0),
        first_name: "Hugo",
        last_name: "Petit",
        email: "hugo.petit@exemple.fr",
        thread_id: IDS.thread,
        channel: "patient",
        user_message: "Avez-vous de la fièvre ?",
        ai_message: "Je suis une IA et je ne peux pas répondre.",
      }),
    ],
    beta: [
      entry({
        id: IDS.beta,
        created_at: at(7, 11, 0),
        first_name: "Inès",
        last_name: "Roux",
        email: "ines.roux@exemple.fr",
        academic_year: "D3",
        passed_ecos: "oui",
        trial_reason: "Préparer les ECOS nationaux",
        nb_cases: "7",
        wants_discord: true,
        consent_interview: false,
        notify_launch: true,
        referral_source: "Instagram",
        invitation_status: "none",
      }),
    ],
    early: [entry({ id: IDS.early, created_at: at(5, 7, 45), email: "early.bird@exemple.fr", seen: true })],
  };
}

/** A second and third beta application: one already invited, one already a member. */
function betaWithStatuses(): TicketEntry[] {
  const base = makeTickets().beta[0] as TicketEntry;
  return [
    { ...base, id: IDS.betaInvited, created_at: at(4, 10), email: "paul@exemple.fr", invitation_status: "invited" },
    { ...base, id: IDS.betaMember, created_at: at(3, 10), email: "zoe@exemple.fr", invitation_status: "member" },
  ];
}

const emptyTickets = (): TicketsResponse => ({
  contact: [],
  bug: [],
  thread_reviews: [],
  message_report: [],
  beta: [],
  early: [],
});

// ---------------------------------------------------------------------------------------------------
// A fake API: GET filters, counts and pages the current tickets as the server does (50 a page), PATCH
// marks them seen (by id, or every unseen one up to an instant), DELETE removes them.

const PAGE = 50;
const KINDS: TicketKind[] = ["contact", "bug", "thread_reviews", "message_report", "beta", "early"];

let role: "SUPERADMIN" | "STUDENT";
let tickets: TicketsResponse;
let listAnswer: (query: URLSearchParams) => Response | Promise<Response>;
let seenAnswer: (() => Response) | null;
let deleteAnswer: (() => Response) | null;
let inviteAnswer: (() => Response) | null;
let auditEntries: AuditEntryView[];
const requests: Array<{ key: string; body: unknown }> = [];

const allEntries = () => Object.values(tickets).flat() as TicketEntry[];
const isTicketList = (key: string) => key === "GET /api/forms/tickets" || key.startsWith("GET /api/forms/tickets?");
const ticketGets = () => requests.filter((request) => isTicketList(request.key)).length;
/** The query strings of the ticket list's requests, in order. */
const ticketQueries = () =>
  requests
    .filter((request) => isTicketList(request.key))
    .map((request) => Object.fromEntries(new URL(request.key.slice(4), "http://x").searchParams));
const sent = (prefix: string) => requests.filter((request) => request.key.startsWith(prefix));

/** What the server answers for these filters and this cursor (here: an offset). */
function serve(query: URLSearchParams): TicketsPageResponse {
  const all = KINDS.flatMap((kind) => tickets[kind].map((entry) => ({ kind, entry }))).sort(
    (a, b) => b.entry.created_at.localeCompare(a.entry.created_at) || (b.entry.id > a.entry.id ? 1 : -1),
  );
  const search = query.get("search") ?? "";
  const unseen = query.get("unseen") === "true";
  const others = all.filter(
    ({ entry }) =>
      (!unseen || !entry.seen) &&
      (!search || [entry.first_name, entry.last_name, entry.email].some((value) => value?.includes(search))),
  );
  const kind = query.get("kind");
  const matching = others.filter((ticket) => !kind || ticket.kind === kind);
  const offset = Number(query.get("cursor") ?? 0);
  const page = Object.fromEntries(KINDS.map((k) => [k, [] as TicketEntry[]])) as TicketsResponse;
  for (const ticket of matching.slice(offset, offset + PAGE)) page[ticket.kind].push(ticket.entry);
  const unseenTickets = all.filter(({ entry }) => !entry.seen);
  return {
    ...page,
    next_cursor: offset + PAGE < matching.length ? String(offset + PAGE) : null,
    matching: matching.length,
    counts: Object.fromEntries(KINDS.map((k) => [k, others.filter((t) => t.kind === k).length])) as Record<
      TicketKind,
      number
    >,
    total: all.length,
    unseen_count: unseenTickets.length,
    unseen_latest_at: unseenTickets[0]?.entry.created_at ?? null,
  };
}

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
  requests.push({ key, body });
  if (key === "GET /api/users/me") return json(makeUser({ role, first_name: "Ada", last_name: "Admin" }));
  if (isTicketList(key)) return listAnswer(new URL(String(input), "http://x").searchParams);
  if (key === "PATCH /api/forms/tickets/seen") {
    if (seenAnswer) return seenAnswer();
    let updated = 0;
    const all = body as { all?: true; up_to?: string } & Partial<TicketsSeenRequest>;
    for (const found of allEntries()) {
      const wanted = all.all
        ? found.created_at <= (all.up_to as string)
        : all.tickets?.some((ticket) => ticket.ticket_id === found.id);
      if (wanted && !found.seen) {
        found.seen = true;
        updated += 1;
      }
    }
    return json({ updated });
  }
  if (key.startsWith("DELETE /api/tickets/")) {
    if (deleteAnswer) return deleteAnswer();
    const id = key.slice("DELETE /api/tickets/".length);
    for (const kind of Object.keys(tickets) as Array<keyof TicketsResponse>) {
      tickets[kind] = tickets[kind].filter((entry) => entry.id !== id);
    }
    return json({ ok: true });
  }
  if (key === "POST /api/admin/invitations") {
    if (inviteAnswer) return inviteAnswer();
    const found = tickets.beta.find((entry) => entry.email === (body as { email: string }).email);
    if (found) found.invitation_status = "invited";
    return json(
      { email: (body as { email: string }).email, code: "4821", expires_at: "2025-03-24T10:00:00.000Z" },
      201,
    );
  }
  if (key.startsWith("GET /api/admin/audit")) {
    const query = new URL(String(input), "http://x").searchParams;
    const action = query.get("action");
    const matching = auditEntries.filter((entry) => !action || entry.action === action);
    const offset = Number(query.get("cursor") ?? 0);
    return json({
      entries: matching.slice(offset, offset + PAGE),
      next_cursor: offset + PAGE < matching.length ? String(offset + PAGE) : null,
    });
  }
  throw new TypeError(`Unexpected request ${key}`);
});

function renderInbox(path = "/homepage/tickets") {
  return renderWithSession(
    [
      {
        path: "/homepage/tickets",
        element: (
          <RequireAuth>
            <TicketsPage />
          </RequireAuth>
        ),
      },
      { path: "/homepage", element: <p>Accueil</p> },
    ],
    path,
  );
}

/** Renders the inbox and waits for the cards. */
async function openInbox() {
  const session = renderInbox();
  await screen.findByRole("region", { name: "Liste des tickets" });
  return session;
}

const list = () => screen.getByRole("region", { name: "Liste des tickets" });
const cards = () => {
  const region = screen.queryByRole("region", { name: "Liste des tickets" });
  return region ? within(region).getAllByRole("article") : [];
};
/** The ids of the cards shown, in the page's order (date order on a phone). */
const cardNames = () => cards().map((card) => card.getAttribute("data-ticket-id"));
const byId = (id: string) => cards().find((card) => card.getAttribute("data-ticket-id") === id) as HTMLElement;
/** One column (a phone): the page's order is the date order. */
const onPhone = () =>
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
const card = (name: string | RegExp) => within(list()).getByRole("article", { name });
const chip = (label: string) => screen.getByRole("button", { name: new RegExp(`^${label} \\(\\d+\\)$`) });
const search = () => screen.getByRole("searchbox", { name: "Rechercher un utilisateur" });
const unseenToggle = () => screen.getByRole("button", { name: /nouveaux? tickets?$/ });
const markButton = (name: RegExp) => within(card(name)).getByRole("button", { name: "Marquer comme lu" });
const trashButton = (name: RegExp) => within(card(name)).getByRole("button", { name: "Supprimer le ticket" });
const toolbarHeading = () => screen.getByRole("heading", { level: 2, name: "Filtres et actions" });
/** Lets timers already queued run (Radix hands focus back on a timer once a dialog has closed). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** PATCH /forms/tickets/seen waits for `release()`. */
function holdSeen() {
  let release: () => void = () => undefined;
  const pending = new Promise<void>((resolve) => (release = resolve));
  const original = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === "PATCH") await pending;
    return (original as typeof fetch)(input, init);
  });
  return () => release();
}
const LOAD_ERROR = "Impossible de récupérer les tickets";

beforeEach(() => {
  localStorage.setItem("access_token", "tok-admin");
  role = "SUPERADMIN";
  tickets = makeTickets();
  listAnswer = (query) => json(serve(query));
  seenAnswer = null;
  auditEntries = [];
  deleteAnswer = null;
  inviteAnswer = null;
  requests.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("ticket inbox: what the cards show", () => {
  it("shows the header, a spinner while loading, then one card per ticket with its kind's fields", async () => {
    let release: () => void = () => undefined;
    listAnswer = (query) => new Promise((resolve) => (release = () => resolve(json(serve(query)))));
    renderInbox();
    expect(await screen.findByRole("heading", { level: 1, name: "Tickets utilisateurs" })).toBeInTheDocument();
    expect(await screen.findByRole("status", { name: "Chargement des tickets" })).toBeInTheDocument();
    release();
    await screen.findByRole("region", { name: "Liste des tickets" });
    expect(cards()).toHaveLength(6);

    const contact = card("Contact Jean Dupont");
    expect(contact).toHaveTextContent("jean.dupont@exemple.fr");
    expect(contact).toHaveTextContent("Bonjour, comment réinitialiser mon mot de passe ?");
    expect(contact).toHaveTextContent("9 mars 2025 à 14h05");

    const bug = card("Bug Camille Bernard");
    expect(bug).toHaveTextContent("Erreur de l'application");
    expect(bug).toHaveTextContent("Le chronomètre saute de deux secondes.");
    expect(bug).toHaveTextContent(IDS.thread);
    expect(bug).toHaveTextContent("6 mars 2025 à 09h30");

    const review = card("Questionnaire Léa Martin");
    expect(review).toHaveTextContent("Cette station t'a-t-elle aidé(e) à progresser ?Oui");
    expect(review).toHaveTextContent("La simulation était-elle réaliste ?Moyen");
    expect(review).toHaveTextContent("La correction t'a-t-elle semblé juste ?Pas lue");
    expect(
      within(review)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Les réponses de l'IA", "Les visuels"]);
    expect(review).toHaveTextContent("Très réaliste, merci !");
    expect(review).toHaveTextContent("station-001");
    expect(review).toHaveTextContent(IDS.thread);

    const report = card("Message signalé Hugo Petit");
    expect(report).toHaveTextContent("Message de l'étudiantAvez-vous de la fièvre ?");
    expect(report).toHaveTextContent("Message de l'IA (Patient)Je suis une IA et je ne peux pas répondre.");
    expect(report).toHaveTextContent(IDS.thread);

    const beta = card("Inscription bêta Inès Roux");
    for (const text of [
      "Année en 2024-2025D3",
      "ECOS déjà passésOui - National", // "oui" reads as national
      "Pourquoi testerPréparer les ECOS nationaux",
      "Cas prévus pendant la bêta7",
      "Rejoindre le DiscordOui",
      "Entretien de 20 minutesNon",
      "Prévenir au lancementOui",
      "Connu parInstagram",
    ]) {
      expect(beta).toHaveTextContent(text);
    }

    const early = card("Early access early.bird@exemple.fr");
    expect(early).toHaveTextContent("early.bird@exemple.fr");
    expect(early).toHaveTextContent("Early Access");
  });

  it("a medical bug says « Erreur médicale »; unseen cards say « Nouveau » and offer « Marquer comme lu »", async () => {
    (tickets.bug[0] as TicketEntry).bug_type = "medical";
    await openInbox();
    expect(card(/^Bug/)).toHaveTextContent("Erreur médicale");
    for (const name of [/^Bug/, /^Early access/]) {
      expect(card(name)).not.toHaveTextContent("Nouveau");
      expect(within(card(name)).queryByRole("button", { name: "Marquer comme lu" })).toBeNull();
    }
    for (const name of [/^Contact/, /^Questionnaire/, /^Message signalé/, /^Inscription bêta/]) {
      expect(card(name)).toHaveTextContent("Nouveau");
      expect(within(card(name)).getByRole("button", { name: "Marquer comme lu" })).toBeEnabled();
    }
    for (const article of cards()) {
      expect(within(article).getByRole("button", { name: "Supprimer le ticket" })).toBeEnabled();
    }
    expect(unseenToggle()).toHaveTextContent("4 nouveaux tickets");
  });

  it("sorts newest first and deals the cards alternately into two columns", async () => {
    await openInbox();
    const order = [IDS.report, IDS.contact, IDS.review, IDS.beta, IDS.bug, IDS.early];
    const columns = screen.getAllByTestId("tickets-column");
    expect(columns).toHaveLength(2);
    const ids = (column: HTMLElement) =>
      within(column)
        .getAllByRole("article")
        .map((article) => article.getAttribute("data-ticket-id"));
    expect(ids(columns[0] as HTMLElement)).toEqual([order[0], order[2], order[4]]);
    expect(ids(columns[1] as HTMLElement)).toEqual([order[1], order[3], order[5]]);
  });

  it("on a phone, one column in date order", async () => {
    onPhone();
    await openInbox();
    expect(screen.getAllByTestId("tickets-column")).toHaveLength(1);
    expect(cardNames()).toEqual([IDS.report, IDS.contact, IDS.review, IDS.beta, IDS.bug, IDS.early]);
  });

  it("without any ticket: « Aucun ticket pour le moment »", async () => {
    tickets = emptyTickets();
    renderInbox();
    expect(await screen.findByText("Aucun ticket pour le moment")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tout marquer comme lu" })).toBeDisabled();
    expect(unseenToggle()).toHaveTextContent("0 nouveau ticket");
  });
});

describe("ticket inbox: filters", () => {
  beforeEach(onPhone);

  it("a type chip asks the server for that type, shows its count, and a second click clears it", async () => {
    const { user } = await openInbox();
    expect(screen.getByText("6 tickets")).toBeInTheDocument();
    expect(chip("Contact")).toHaveAccessibleName("Contact (1)");
    expect(chip("Bug")).toHaveAttribute("aria-pressed", "false");
    await user.click(chip("Bug"));
    expect(chip("Bug")).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(cardNames()).toEqual([IDS.bug]));
    expect(ticketQueries().at(-1)).toEqual({ kind: "bug" });
    expect(screen.getByText("1 ticket sur 6")).toBeInTheDocument();
    await user.click(chip("Inscription bêta"));
    expect(chip("Bug")).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(cardNames()).toEqual([IDS.beta]));
    await user.click(chip("Inscription bêta"));
    expect(chip("Inscription bêta")).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(cards()).toHaveLength(6));
  });

  it("the user search goes to the server once the typing pauses, and the server's answer is shown", async () => {
    const { user } = await openInbox();
    const before = ticketGets();
    await user.type(search(), "Dupont");
    await waitFor(() => expect(cardNames()).toEqual([IDS.contact]));
    // One request for the whole word, not one per letter.
    expect(ticketQueries().slice(before)).toEqual([{ search: "Dupont" }]);
    await user.clear(search());
    await user.type(search(), "DUPONT"); // case-sensitive (the server's rule)
    expect(await screen.findByText("Aucun ticket ne correspond à ces filtres.")).toBeInTheDocument();
    await user.clear(search());
    await user.type(search(), "  early.bird "); // trimmed
    await waitFor(() => expect(cardNames()).toEqual([IDS.early]));
    expect(ticketQueries().at(-1)).toEqual({ search: "early.bird" });
    await user.clear(search());
    await user.type(search(), "exemple.fr");
    await waitFor(() => expect(cardNames()).toEqual([IDS.report, IDS.contact, IDS.review, IDS.beta, IDS.early]));
    expect(chip("Bug")).toHaveAccessibleName("Bug (0)");
    expect(chip("Contact")).toHaveAccessibleName("Contact (1)");
  });

  it("the count of new tickets toggles the unseen-only filter on the server", async () => {
    const { user } = await openInbox();
    expect(unseenToggle()).toHaveAttribute("aria-pressed", "false");
    await user.click(unseenToggle());
    expect(unseenToggle()).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(cardNames()).toEqual([IDS.report, IDS.contact, IDS.review, IDS.beta]));
    expect(ticketQueries().at(-1)).toEqual({ unseen: "true" });
    await user.click(unseenToggle());
    await waitFor(() => expect(cards()).toHaveLength(6));
  });

  it("filters combine; when they hide everything a button clears them", async () => {
    tickets.contact.push({
      id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
      created_at: new Date(2025, 2, 1, 12).toISOString(),
      first_name: "Jeanne",
      last_name: "Dupont",
      email: "jeanne@exemple.fr",
      seen: true,
      message: "Merci !",
    });
    const { user } = await openInbox();
    await user.type(search(), "Dupont");
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(unseenToggle());
    await waitFor(() => expect(cardNames()).toEqual([IDS.contact]));
    await user.click(chip("Questionnaire"));
    expect(await screen.findByText("Aucun ticket ne correspond à ces filtres.")).toBeInTheDocument();
    expect(ticketQueries().at(-1)).toEqual({ kind: "thread_reviews", unseen: "true", search: "Dupont" });
    expect(cards()).toHaveLength(0);
    expect(screen.queryByText("Aucun ticket pour le moment")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Effacer les filtres" }));
    await waitFor(() => expect(cards()).toHaveLength(7));
    expect(search()).toHaveValue("");
    expect(unseenToggle()).toHaveAttribute("aria-pressed", "false");
    expect(chip("Questionnaire")).toHaveAttribute("aria-pressed", "false");
  });

  it("the counts are the server's: the whole inbox's new tickets and totals, not only the loaded page", async () => {
    listAnswer = (query) =>
      json({
        ...serve(query),
        total: 4000,
        matching: 4000,
        unseen_count: 1234,
        counts: { contact: 900, bug: 800, thread_reviews: 700, message_report: 600, beta: 500, early: 500 },
        next_cursor: "50",
      });
    await openInbox();
    expect(cards()).toHaveLength(6);
    expect(unseenToggle()).toHaveTextContent("1234 nouveaux tickets");
    expect(screen.getByText("4000 tickets")).toBeInTheDocument();
    expect(chip("Contact")).toHaveAccessibleName("Contact (900)");
    expect(screen.getByText("6 tickets affichés sur 4000")).toBeInTheDocument();
  });
});

// 120 cards rendered by jsdom: slow on a busy machine.
describe("ticket inbox: pages", { timeout: 20_000 }, () => {
  /** 120 contact messages, one a minute, newest first: « Auteur 0 » is the newest. */
  function manyTickets() {
    tickets = emptyTickets();
    tickets.contact = Array.from({ length: 120 }, (_, index) =>
      entry({
        id: `00000000-0000-4000-8000-${String(1000 - index).padStart(12, "0")}`,
        created_at: new Date(Date.UTC(2025, 2, 10, 12, 0) - index * 60_000).toISOString(),
        first_name: "Auteur",
        last_name: String(index),
        email: `auteur${index}@exemple.fr`,
        message: `Message ${index}`,
      }),
    );
  }

  it("shows 50 tickets, then « Charger plus » loads the next 50 and focuses the first of them", async () => {
    onPhone();
    manyTickets();
    const { user } = await openInbox();
    expect(cards()).toHaveLength(50);
    expect(screen.getByText("50 tickets affichés sur 120")).toBeInTheDocument();
    expect(unseenToggle()).toHaveTextContent("120 nouveaux tickets");
    await user.click(screen.getByRole("button", { name: "Charger plus" }));
    await waitFor(() => expect(cards()).toHaveLength(100), { timeout: 5000 });
    expect(ticketQueries().at(-1)).toEqual({ cursor: "50" });
    await waitFor(() => expect(card("Contact Auteur 50")).toHaveFocus());
    expect(screen.getByText("100 tickets affichés sur 120")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Charger plus" }));
    await waitFor(() => expect(cards()).toHaveLength(120), { timeout: 5000 });
    // The last page: no button any more, focus on its first ticket (never lost on <body>).
    expect(screen.queryByRole("button", { name: "Charger plus" })).toBeNull();
    await waitFor(() => expect(card("Contact Auteur 100")).toHaveFocus());
    expect(cards().map((article) => within(article).getByRole("heading").textContent)).toEqual(
      Array.from({ length: 120 }, (_, index) => `Auteur ${index}`),
    );
  });

  it("pages follow the filters: « Charger plus » sends the same filters with the cursor", async () => {
    manyTickets();
    const { user } = await openInbox();
    await user.type(search(), "Auteur");
    await user.click(chip("Contact"));
    await waitFor(() => expect(ticketQueries().at(-1)).toEqual({ kind: "contact", search: "Auteur" }));
    await user.click(await screen.findByRole("button", { name: "Charger plus" }));
    await waitFor(() => expect(cards()).toHaveLength(100), { timeout: 5000 });
    expect(ticketQueries().at(-1)).toEqual({ kind: "contact", search: "Auteur", cursor: "50" });
  });

  it("« Tout marquer comme lu » marks every unseen ticket up to the newest counted, loaded or not", async () => {
    manyTickets();
    const { user } = await openInbox();
    await user.click(screen.getByRole("button", { name: "Tout marquer comme lu" }));
    expect(await screen.findByText("120 tickets marqués comme lus")).toBeInTheDocument();
    expect(sent("PATCH").map((request) => request.body)).toEqual([
      { all: true, up_to: tickets.contact[0]?.created_at },
    ]);
    await waitFor(() => expect(unseenToggle()).toHaveTextContent("0 nouveau ticket"));
  });
});

describe("ticket inbox: actions", () => {
  it("« Marquer comme lu » on a questionnaire sends ticket_type thread_review, toasts and reloads", async () => {
    const { user } = await openInbox();
    const before = ticketGets();
    await user.click(within(card(/^Questionnaire/)).getByRole("button", { name: "Marquer comme lu" }));
    expect(await screen.findByText("1 ticket marqué comme lu")).toBeInTheDocument();
    expect(sent("PATCH").map((request) => request.body)).toEqual([
      { tickets: [{ ticket_type: "thread_review", ticket_id: IDS.review }] },
    ]);
    await waitFor(() => expect(ticketGets()).toBe(before + 1));
    await waitFor(() =>
      expect(within(card(/^Questionnaire/)).queryByRole("button", { name: "Marquer comme lu" })).toBeNull(),
    );
    expect(card(/^Questionnaire/)).not.toHaveTextContent("Nouveau");
    expect(unseenToggle()).toHaveTextContent("3 nouveaux tickets");
  });

  it("marking a contact sends its backend kind; a failure says « Impossible de marquer le ticket comme lu »", async () => {
    seenAnswer = () => json({ detail: { error_code: "ERR_INTERNAL" } }, 500);
    const { user } = await openInbox();
    await user.click(within(card(/^Contact/)).getByRole("button", { name: "Marquer comme lu" }));
    expect(await screen.findByText("Impossible de marquer le ticket comme lu")).toBeInTheDocument();
    expect(sent("PATCH")[0]?.body).toEqual({ tickets: [{ ticket_type: "contact", ticket_id: IDS.contact }] });
    expect(card(/^Contact/)).toHaveTextContent("Nouveau");
  });

  it("a button shows a spinner and is blocked while its request runs", async () => {
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (release = resolve));
    seenAnswer = null;
    const { user } = await openInbox();
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === "PATCH") await pending;
      return (original as typeof fetch)(input, init);
    });
    const button = within(card(/^Contact/)).getByRole("button", { name: "Marquer comme lu" });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(within(button).getByRole("status")).toBeInTheDocument();
    release();
    expect(await screen.findByText("1 ticket marqué comme lu")).toBeInTheDocument();
  });

  it("« Tout marquer comme lu » marks every unseen ticket whatever the filters, then is disabled", async () => {
    const { user } = await openInbox();
    await user.click(chip("Contact")); // filters do not narrow "tout"
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Tout marquer comme lu" }));
    expect(await screen.findByText("4 tickets marqués comme lus")).toBeInTheDocument();
    // Up to the newest unseen ticket the server counted (the report of 10 March).
    expect(sent("PATCH").map((request) => request.body)).toEqual([{ all: true, up_to: at(10, 8, 0) }]);
    await waitFor(() => expect(screen.getByRole("button", { name: "Tout marquer comme lu" })).toBeDisabled());
    expect(unseenToggle()).toHaveTextContent("0 nouveau ticket");
  });

  it("delete asks first: Annuler sends nothing, Supprimer sends DELETE, toasts and the card goes", async () => {
    const { user } = await openInbox();
    await user.click(within(card(/^Contact/)).getByRole("button", { name: "Supprimer le ticket" }));
    let dialog = await screen.findByRole("dialog", { name: "Supprimer un ticket" });
    expect(dialog).toHaveTextContent("Jean Dupont");
    await user.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent("DELETE")).toHaveLength(0);
    expect(cards()).toHaveLength(6);

    await user.click(within(card(/^Contact/)).getByRole("button", { name: "Supprimer le ticket" }));
    dialog = await screen.findByRole("dialog", { name: "Supprimer un ticket" });
    await user.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Le ticket a bien été supprimé")).toBeInTheDocument();
    expect(sent("DELETE").map((request) => request.key)).toEqual([`DELETE /api/tickets/${IDS.contact}`]);
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a failed delete says « Une erreur interne est survenue » and keeps the ticket", async () => {
    deleteAnswer = () => json({ detail: { error_code: "ERR_INTERNAL" } }, 500);
    const { user } = await openInbox();
    await user.click(within(card(/^Bug/)).getByRole("button", { name: "Supprimer le ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "Supprimer un ticket" });
    await user.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Une erreur interne est survenue")).toBeInTheDocument();
    expect(dialog).toBeInTheDocument(); // still open: the admin may try again or cancel
    await user.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(byId(IDS.bug)).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
  });

  it("« Inviter » invites the beta applicant with the e-mail and names, toasts the code and shows « Invité »", async () => {
    tickets.beta.push(...betaWithStatuses());
    const { user } = await openInbox();
    expect(within(list()).getAllByRole("article", { name: "Inscription bêta Inès Roux" })).toHaveLength(3);
    const applicant = byId(IDS.beta);
    const paul = byId(IDS.betaInvited);
    const zoe = byId(IDS.betaMember);
    expect(paul).toHaveTextContent("Invité");
    expect(within(paul).getByRole("button", { name: "Réinviter" })).toBeEnabled();
    expect(zoe).toHaveTextContent("Déjà inscrit");
    expect(within(zoe).queryByRole("button", { name: /inviter/i })).toBeNull();

    await user.click(within(applicant).getByRole("button", { name: "Inviter" }));
    expect(await screen.findByText("Invitation envoyée à ines.roux@exemple.fr (code : 4821)")).toBeInTheDocument();
    expect(sent("POST /api/admin/invitations").map((request) => request.body)).toEqual([
      { email: "ines.roux@exemple.fr", first_name: "Inès", last_name: "Roux" },
    ]);
    await waitFor(() => expect(within(byId(IDS.beta)).getByRole("button", { name: "Réinviter" })).toBeInTheDocument());
    expect(byId(IDS.beta)).toHaveTextContent("Invité");
  });

  it("inviting someone who already has an account says so", async () => {
    inviteAnswer = () => json({ detail: { error_code: "ERR_USER_ALREADY_EXISTS", fields: ["email"] } }, 409);
    const { user } = await openInbox();
    await user.click(within(card(/^Inscription bêta/)).getByRole("button", { name: "Inviter" }));
    expect(await screen.findByText("L'utilisateur existe déjà")).toBeInTheDocument();
  });

  it("the manual invitation form is still there, folded under the header", async () => {
    const { user } = await openInbox();
    const toggle = screen.getByRole("button", { name: "Nouvelle invitation" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByLabelText("E-mail de l'étudiant")).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByLabelText("E-mail de l'étudiant")).toBeInTheDocument();
  });
});

describe("ticket inbox: actions from elsewhere on the page", () => {
  it("the toast of « Marquer comme lu » comes even if the card was filtered away meanwhile", async () => {
    const { user } = await openInbox();
    const release = holdSeen();
    await user.click(markButton(/^Contact/));
    await user.click(chip("Bug")); // the contact card (and its button) unmount while the request runs
    await waitFor(() => expect(cardNames()).toEqual([IDS.bug]));
    release();
    expect(await screen.findByText("1 ticket marqué comme lu")).toBeInTheDocument();
    await user.click(chip("Bug"));
    await waitFor(() => expect(card(/^Contact/)).not.toHaveTextContent("Nouveau"));
  });

  it("the manual invitation reloads the tickets: the applicant's card then says « Invité »", async () => {
    const { user } = await openInbox();
    const before = ticketGets();
    await user.click(screen.getByRole("button", { name: "Nouvelle invitation" }));
    const form = screen.getByRole("region", { name: "Inviter un étudiant" });
    await user.type(within(form).getByLabelText("E-mail de l'étudiant"), "ines.roux@exemple.fr");
    await user.click(within(form).getByRole("button", { name: "Inviter" }));
    expect(await screen.findByText("Invitation envoyée à ines.roux@exemple.fr")).toBeInTheDocument();
    expect(within(form).getByTestId("invitation-code")).toHaveTextContent("4821");
    expect(sent("POST /api/admin/invitations").map((request) => request.body)).toEqual([
      { email: "ines.roux@exemple.fr" },
    ]);
    await waitFor(() => expect(ticketGets()).toBe(before + 1));
    await waitFor(() => expect(within(byId(IDS.beta)).getByRole("button", { name: "Réinviter" })).toBeInTheDocument());
    expect(byId(IDS.beta)).toHaveTextContent("Invité");
    // The emptied form disables « Inviter »: focus waits in the e-mail field for the next student.
    expect(within(form).getByLabelText("E-mail de l'étudiant")).toHaveValue("");
    expect(within(form).getByLabelText("E-mail de l'étudiant")).toHaveFocus();
  });

  it("the manual invitation of someone who already has an account says so and keeps the form", async () => {
    inviteAnswer = () => json({ detail: { error_code: "ERR_USER_ALREADY_EXISTS", fields: ["email"] } }, 409);
    const { user } = await openInbox();
    await user.click(screen.getByRole("button", { name: "Nouvelle invitation" }));
    const form = screen.getByRole("region", { name: "Inviter un étudiant" });
    await user.type(within(form).getByLabelText("E-mail de l'étudiant"), "zoe@exemple.fr");
    await user.click(within(form).getByRole("button", { name: "Inviter" }));
    expect(await screen.findByText("L'utilisateur existe déjà")).toBeInTheDocument();
    expect(within(form).getByLabelText("E-mail de l'étudiant")).toHaveValue("zoe@exemple.fr");
    expect(within(form).queryByTestId("invitation-code")).toBeNull();
  });
});

describe("ticket inbox: focus after actions", () => {
  it("« Marquer comme lu » goes: focus moves to its card, which stays and has a name", async () => {
    const { user } = await openInbox();
    await user.click(markButton(/^Questionnaire/));
    await waitFor(() => expect(card(/^Questionnaire/)).toHaveFocus());
    expect(document.activeElement).toHaveAccessibleName("Questionnaire Léa Martin");
    expect(document.activeElement).toHaveAttribute("tabindex", "-1");
    expect(within(card(/^Questionnaire/)).queryByRole("button", { name: "Marquer comme lu" })).toBeNull();
  });

  it("new tickets only: the marked card goes, focus moves to the next one, the previous one, then the toolbar", async () => {
    onPhone(); // one column: the page's order is the date order
    const { user } = await openInbox();
    await user.click(unseenToggle());
    await waitFor(() => expect(cardNames()).toEqual([IDS.report, IDS.contact, IDS.review, IDS.beta]));

    await user.click(markButton(/^Contact/));
    await waitFor(() => expect(card(/^Questionnaire/)).toHaveFocus()); // the next one, by date
    expect(cardNames()).toEqual([IDS.report, IDS.review, IDS.beta]);

    await user.click(markButton(/^Inscription bêta/)); // the last one: the previous one then
    await waitFor(() => expect(card(/^Questionnaire/)).toHaveFocus());
    await user.click(markButton(/^Questionnaire/));
    await waitFor(() => expect(card(/^Message signalé/)).toHaveFocus());

    await user.click(markButton(/^Message signalé/)); // none left
    await waitFor(() => expect(toolbarHeading()).toHaveFocus());
    expect(screen.getByText("Aucun ticket ne correspond à ces filtres.")).toBeInTheDocument();
  });

  it("« Tout marquer comme lu », then disabled, hands focus to the toolbar's heading", async () => {
    const { user } = await openInbox();
    const markAll = screen.getByRole("button", { name: "Tout marquer comme lu" });
    await user.click(markAll);
    await waitFor(() => expect(toolbarHeading()).toHaveFocus());
    expect(markAll).toBeDisabled();
    expect(screen.getByRole("region", { name: "Filtres et actions" })).toContainElement(toolbarHeading());
  });

  it("delete: Annuler gives focus back to the trash button; Supprimer to the next card, and the dialog keeps off", async () => {
    const { user } = await openInbox(); // two columns: the cards after the deleted one change columns
    await user.click(trashButton(/^Contact/));
    let dialog = await screen.findByRole("dialog", { name: "Supprimer un ticket" });
    await user.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trashButton(/^Contact/)).toHaveFocus());

    await user.keyboard("{Enter}");
    dialog = await screen.findByRole("dialog", { name: "Supprimer un ticket" });
    await user.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    await waitFor(() => expect(card(/^Questionnaire/)).toHaveFocus()); // the next one, by date
    await settle();
    expect(card(/^Questionnaire/)).toHaveFocus();
  });

  it("deleting the only card shown focuses the toolbar's heading", async () => {
    const { user } = await openInbox();
    await user.type(search(), "Dupont");
    await waitFor(() => expect(cardNames()).toEqual([IDS.contact]));
    await user.click(trashButton(/^Contact/));
    const dialog = await screen.findByRole("dialog", { name: "Supprimer un ticket" });
    await user.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    await waitFor(() => expect(toolbarHeading()).toHaveFocus());
    expect(screen.getByText("Aucun ticket ne correspond à ces filtres.")).toBeInTheDocument();
    await settle();
    expect(toolbarHeading()).toHaveFocus();
  });

  it("deleted but the list did not reload: focus goes to the card, and the dialog does not take it back", async () => {
    const { user } = await openInbox();
    await user.click(trashButton(/^Contact/));
    const dialog = await screen.findByRole("dialog", { name: "Supprimer un ticket" });
    listAnswer = () => json({ detail: { error_code: "ERR_INTERNAL" } }, 500);
    await user.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Le ticket a bien été supprimé")).toBeInTheDocument();
    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
    await waitFor(() => expect(card(/^Contact/)).toHaveFocus());
    await settle();
    expect(card(/^Contact/)).toHaveFocus();
  });
});

describe("ticket inbox: failures and access", () => {
  it("a failed load toasts, offers « Réessayer » and never shows sample tickets", async () => {
    listAnswer = () => json({ detail: { error_code: "ERR_INTERNAL" } }, 500);
    const { user } = renderInbox();
    expect(await screen.findByText("Impossible de récupérer les tickets")).toBeInTheDocument();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Impossible de récupérer les tickets");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.queryByRole("region", { name: "Liste des tickets" })).toBeNull();
    expect(screen.queryByText("Aucun ticket pour le moment")).toBeNull();

    listAnswer = (query) => json(serve(query));
    await user.click(within(alert).getByRole("button", { name: "Réessayer" }));
    await screen.findByRole("region", { name: "Liste des tickets" });
    expect(cards()).toHaveLength(6);
    expect(ticketGets()).toBe(2);
  });

  /** Loads the tickets, then a reload (after « Marquer comme lu ») fails and toasts; leaves with that error cached. */
  async function leaveWithAnErrorCached() {
    const session = await openInbox();
    listAnswer = () => json({ detail: { error_code: "ERR_INTERNAL" } }, 500);
    await session.user.click(markButton(/^Contact/));
    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument(); // a failure of this visit
    expect(cards()).toHaveLength(6); // the tickets already loaded stay
    toast.dismiss();
    await waitFor(() => expect(screen.queryByText(LOAD_ERROR)).toBeNull());
    await session.router.navigate("/homepage");
    await screen.findByText("Accueil");
    return session;
  }

  it("an error cached from an earlier visit does not toast again while the page reloads the tickets", async () => {
    const { router } = await leaveWithAnErrorCached();
    let release: () => void = () => undefined;
    listAnswer = (query) => new Promise((resolve) => (release = () => resolve(json(serve(query)))));
    const before = ticketGets();
    await router.navigate("/homepage/tickets");
    await waitFor(() => expect(ticketGets()).toBe(before + 1)); // the page reloads the tickets on the way in
    await settle();
    expect(screen.queryByText(LOAD_ERROR)).toBeNull();
    release();
    await waitFor(() => expect(card(/^Contact/)).not.toHaveTextContent("Nouveau"));
    await settle();
    expect(screen.queryByText(LOAD_ERROR)).toBeNull();
  });

  it("a failure of this visit still toasts, even with an older one cached", async () => {
    const { router } = await leaveWithAnErrorCached();
    const before = ticketGets();
    await router.navigate("/homepage/tickets");
    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
    expect(ticketGets()).toBe(before + 1);
  });

  it("a student gets the not-found page and the tickets are never fetched", async () => {
    role = "STUDENT";
    renderInbox();
    expect(await screen.findByRole("heading", { name: "Page introuvable" })).toBeInTheDocument();
    expect(screen.queryByText("Tickets utilisateurs")).toBeNull();
    expect(ticketGets()).toBe(0);
  });
});

describe("the audit log tab", () => {
  const ADMIN_ID = "aaaaaaaa-0000-4000-8000-000000000001";
  /** One event of each action, newest first, a minute apart. */
  function oneOfEach(): AuditEntryView[] {
    const actions = AUDIT_ACTIONS;
    return actions.map((action, index) => ({
      id: `bbbbbbbb-0000-4000-8000-${String(index).padStart(12, "0")}`,
      action,
      created_at: at(12, 10, 59 - index),
      actor_id: action === "login_failed" ? null : ADMIN_ID,
      actor_email: action === "login_failed" ? "inconnu@exemple.fr" : "ada@ecos.local",
      actor_name: action === "login_failed" ? null : "Ada Admin",
      target: action === "ticket_deleted" ? IDS.contact : "ines.roux@exemple.fr",
      ip: "203.0.113.7",
      details: action === "ticket_deleted" ? { kind: "contact" } : null,
    }));
  }
  const auditGets = () => requests.filter((request) => request.key.startsWith("GET /api/admin/audit"));
  const rows = () =>
    within(screen.getByRole("table", { name: "Événements du journal d'audit" }))
      .getAllByRole("row")
      .slice(1);
  const auditTab = () => screen.getByRole("tab", { name: "Journal d'audit" });

  it("is a second tab of the inbox, fetched when opened, in the address, with each action's French label", async () => {
    auditEntries = oneOfEach();
    const { user, router } = await openInbox();
    expect(screen.getByRole("tab", { name: "Tickets" })).toHaveAttribute("aria-selected", "true");
    expect(auditGets()).toHaveLength(0);
    await user.click(auditTab());
    expect(auditTab()).toHaveAttribute("aria-selected", "true");
    expect(router.state.location.search).toBe("?vue=journal");
    expect(await screen.findByRole("heading", { level: 2, name: "Journal d'audit" })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(13));
    expect(rows().map((row) => within(row).getAllByRole("cell")[1]?.textContent)).toEqual([
      "ActionConnexion",
      "ActionÉchec de connexion",
      "ActionBlocage",
      "ActionActivation",
      "ActionÉchec d'activation",
      "ActionMot de passe modifié",
      "ActionRéinitialisation demandée",
      "ActionMot de passe réinitialisé",
      "ActionChangement d'e-mail demandé",
      "ActionE-mail modifié",
      "ActionInvitation envoyée",
      "ActionInvitation renvoyée",
      "ActionTicket supprimé",
    ]);
    const columns = within(screen.getByRole("table")).getAllByRole("columnheader");
    expect(columns.map((column) => column.textContent)).toEqual(["Date", "Action", "Qui", "Cible", "Adresse"]);
    const deleted = rows()[12] as HTMLElement;
    expect(deleted).toHaveTextContent("12 mars 2025 à 10h47");
    expect(deleted).toHaveTextContent("Ada Admin");
    expect(deleted).toHaveTextContent("ada@ecos.local");
    expect(deleted).toHaveTextContent("Ticket « Contact »");
    expect(deleted).toHaveTextContent(IDS.contact);
    expect(deleted).toHaveTextContent("203.0.113.7");
    expect(rows()[1]).toHaveTextContent("inconnu@exemple.fr");
    // Back to the tickets: their filters and cards are still there.
    await user.click(screen.getByRole("tab", { name: "Tickets" }));
    expect(router.state.location.search).toBe("");
    expect(cards()).toHaveLength(6);
  });

  it("opens on the log from the address, filters by action on the server and loads 50 more", async () => {
    auditEntries = Array.from({ length: 60 }, (_, index) => ({
      ...(oneOfEach()[index % 2] as AuditEntryView),
      id: `cccccccc-0000-4000-8000-${String(index).padStart(12, "0")}`,
      target: `cible${index}@exemple.fr`,
    }));
    const { user } = renderInbox("/homepage/tickets?vue=journal");
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(auditTab()).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("button", { name: "Charger plus" }));
    await waitFor(() => expect(rows()).toHaveLength(60));
    expect(auditGets().at(-1)?.key).toBe("GET /api/admin/audit?cursor=50");
    await waitFor(() => expect(rows()[50]).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Charger plus" })).toBeNull();

    await user.selectOptions(screen.getByLabelText("Action"), "Échec de connexion");
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(auditGets().at(-1)?.key).toBe("GET /api/admin/audit?action=login_failed");
    expect(rows().every((row) => row.textContent?.includes("Échec de connexion"))).toBe(true);
    await user.selectOptions(screen.getByLabelText("Action"), "Mot de passe modifié");
    expect(await screen.findByText("Aucun événement de ce type pour le moment.")).toBeInTheDocument();
  });

  it("a failed load says so and offers « Réessayer »", async () => {
    const original = fetchMock.getMockImplementation();
    let fail = true;
    fetchMock.mockImplementation(async (input, init) => {
      if (fail && String(input).startsWith("/api/admin/audit")) {
        requests.push({ key: `GET ${String(input)}`, body: undefined });
        return json({ detail: { error_code: "ERR_INTERNAL" } }, 500);
      }
      return (original as typeof fetch)(input, init);
    });
    const { user } = renderInbox("/homepage/tickets?vue=journal");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Impossible de récupérer le journal d'audit");
    fail = false;
    auditEntries = oneOfEach().slice(0, 2);
    await user.click(within(alert).getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });
});
