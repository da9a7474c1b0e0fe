import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { insertTicket, listTickets } from "../apps/server/src/repositories/tickets";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";
import { apiJson, apiSignIn, horizontalOverflow, STUDENT, signIn } from "./support/student";

const ADMIN = { email: "admin@ecos.local", password: "ecos-admin" } as const;
const APPLICANT = { first_name: "Inès", last_name: "Roux", email: "ines.roux@exemple.fr" } as const;

/** Creates one ticket of each kind through the real API, oldest first: contact, beta, early, report, review, bug. */
async function createTickets(baseUrl: string) {
  await apiJson(baseUrl, "POST", "/forms/contact-us", {
    first_name: "Jean",
    last_name: "Dupont",
    email: "contact.jd@exemple.fr",
    message: "Bonjour, est-ce que la plateforme marche sur tablette ?",
  });
  await apiJson(baseUrl, "POST", "/forms/beta/signup", {
    ...APPLICANT,
    academic_year: "D3",
    passed_ecos: "national",
    trial_reason: "Préparer les ECOS nationaux de mai.",
    nb_cases: "5",
    wants_discord: true,
    consent_interview: true,
    notify_launch: false,
    referral_source: "Instagram",
  });
  await apiJson(baseUrl, "POST", "/forms/early_access/signup", { email: "early.bird@exemple.fr" });

  // The student plays a little of a station, reports a reply, answers the questionnaire, reports a bug.
  const token = await apiSignIn(baseUrl, STUDENT.email, STUDENT.password);
  const scenarios = await apiJson<Array<{ id: string; content_type: string }>>(
    baseUrl,
    "GET",
    "/stations/scenarios",
    undefined,
    token,
  );
  const station = scenarios.find((scenario) => scenario.id === "station-001") ?? scenarios[0];
  if (!station) throw new Error("no station");
  const thread = await apiJson<{ thread_id: string }>(
    baseUrl,
    "POST",
    "/simulation/threads",
    { sim_type: station.content_type, scenario_id: station.id },
    token,
  );
  await apiJson(baseUrl, "POST", `/simulation/threads/${thread.thread_id}/start`, {}, token);
  const reply = await apiJson<{ id: string }>(
    baseUrl,
    "POST",
    `/simulation/messages/${thread.thread_id}`,
    { message: "Bonjour, qu'est-ce qui vous amène aujourd'hui ?" },
    token,
  );
  await apiJson(baseUrl, "POST", `/simulation/messages/${reply.id}/report`, {}, token);
  await apiJson(
    baseUrl,
    "POST",
    `/simulation/${thread.thread_id}/review`,
    { progress: "oui", simulation: "moyen", grading: "pas lue", ameliorations: ["ia", "visuals"], commentary: "Top !" },
    token,
  );
  await apiJson(
    baseUrl,
    "POST",
    "/forms/bug-report",
    { bug_type: "app", message: "Le chronomètre a sauté de deux secondes.", thread_id: thread.thread_id },
    token,
  );
  return { threadId: thread.thread_id };
}

const inbox = (page: Page) => page.getByRole("region", { name: "Liste des tickets" });
const cards = (page: Page) => inbox(page).getByRole("article");
const card = (page: Page, name: string) => inbox(page).getByRole("article", { name });
const chip = (page: Page, label: string) => page.getByRole("button", { name: new RegExp(`^${label} \\(\\d+\\)$`) });
const unseenToggle = (page: Page) => page.getByRole("button", { name: /nouveaux? tickets?$/ });
const search = (page: Page) => page.getByRole("searchbox", { name: "Rechercher un utilisateur" });
const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .getByText(text)
    .first();

/** Each column's cards, as their type labels, top to bottom. */
function columnTypes(page: Page): Promise<string[][]> {
  return page
    .getByTestId("tickets-column")
    .evaluateAll((columns) =>
      columns.map((column) =>
        Array.from(column.querySelectorAll("article")).map(
          (article) => article.querySelector("span")?.textContent ?? "",
        ),
      ),
    );
}

async function openInboxFromMenu(page: Page) {
  const link = page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Tickets" });
  const openMenu = page.getByRole("button", { name: "Ouvrir le menu" });
  await link.or(openMenu).first().waitFor();
  if (!(await link.isVisible())) await openMenu.click(); // on a phone the menu is a drawer
  await link.click();
  await page.waitForURL("**/homepage/tickets");
  await page.getByRole("heading", { level: 1, name: "Tickets utilisateurs" }).waitFor();
}

async function expectCount(locator: Locator, count: number) {
  await expect.poll(() => locator.count()).toBe(count);
}

/**
 * Waits until this element has the focus (actions must not leave it on <body>); up to 5 s, since the
 * machine running the whole suite may take more than a second to lay out a new page of cards.
 */
async function expectFocused(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => element === document.activeElement), { timeout: 5_000 })
    .toBe(true);
}

describe.skipIf(!hasChromium)("the super admin's ticket inbox", () => {
  const env = useJourneyEnvironment();

  it("filters, marks read, deletes and invites a beta applicant; a student gets the not-found page", async () => {
    const { threadId } = await createTickets(env.server.baseUrl);
    const { context, page } = await newPage(env.browser, env.server.baseUrl, DESKTOP);
    await signIn(page, ADMIN.email, ADMIN.password);
    await openInboxFromMenu(page);
    await expectCount(cards(page), 6);
    expect(await unseenToggle(page).innerText()).toContain("6 nouveaux tickets");

    // Newest first, dealt alternately into two columns.
    expect(await columnTypes(page)).toEqual([
      ["Bug", "Message signalé", "Inscription bêta"],
      ["Questionnaire", "Early access", "Contact"],
    ]);
    const bug = card(page, "Bug Camille Martin");
    expect(await bug.innerText()).toContain("Erreur de l'application");
    expect(await bug.innerText()).toContain(threadId);
    expect(await bug.getByText("Nouveau").isVisible()).toBe(true);
    const review = await card(page, "Questionnaire Camille Martin").innerText();
    expect(review).toContain("Les réponses de l'IA");
    expect(review).toContain("Pas lue");
    expect(await card(page, "Message signalé Camille Martin").innerText()).toContain(
      "Bonjour, qu'est-ce qui vous amène aujourd'hui ?",
    );
    expect(await card(page, "Inscription bêta Inès Roux").innerText()).toContain("Oui - National");
    expect(await card(page, "Contact Jean Dupont").innerText()).toMatch(/\d{1,2} \p{L}+ \d{4} à \d{2}h\d{2}/u);
    await shoot(page, "tickets");
    await shoot(page, "tickets-full", true);

    // A type chip filters; a second click clears it.
    await chip(page, "Bug").click();
    await expectCount(cards(page), 1);
    expect(await chip(page, "Bug").getAttribute("aria-pressed")).toBe("true");
    await page.getByText("1 ticket sur 6").waitFor();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300); // the chip's colour transition
    await shoot(page, "tickets-filtered");
    await chip(page, "Bug").click();
    await expectCount(cards(page), 6);

    // The user search is case-sensitive.
    await search(page).fill("DUPONT");
    await page.getByText("Aucun ticket ne correspond à ces filtres.").waitFor();
    await search(page).fill("Dupont");
    await expectCount(cards(page), 1);
    await card(page, "Contact Jean Dupont").waitFor();
    await search(page).fill("early.bird");
    await expectCount(cards(page), 1);
    await search(page).fill("Camille");
    await expectCount(cards(page), 3);
    await chip(page, "Questionnaire").click(); // combined with the search
    await expectCount(cards(page), 1);
    await page.getByRole("button", { name: "Questionnaire (1)" }).click();
    await search(page).fill("");
    await expectCount(cards(page), 6);

    // Mark one read.
    const contact = card(page, "Contact Jean Dupont");
    await contact.getByRole("button", { name: "Marquer comme lu" }).click();
    await toast(page, "1 ticket marqué comme lu").waitFor();
    await expectCount(contact.getByRole("button", { name: "Marquer comme lu" }), 0);
    await expectFocused(contact); // its button went: focus is on the card
    expect(await contact.getByText("Nouveau").count()).toBe(0);
    expect(await unseenToggle(page).innerText()).toContain("5 nouveaux tickets");

    // The counter toggles unseen only.
    await unseenToggle(page).click();
    expect(await unseenToggle(page).getAttribute("aria-pressed")).toBe("true");
    await expectCount(cards(page), 5);
    await unseenToggle(page).click();
    await expectCount(cards(page), 6);

    // Invite the beta applicant: the toast gives the code, the applicant can activate.
    const beta = card(page, "Inscription bêta Inès Roux");
    await beta.getByRole("button", { name: "Inviter", exact: true }).click();
    const invited = toast(page, /Invitation envoyée à ines\.roux@exemple\.fr \(code : \d{4}\)/);
    await invited.waitFor();
    const code = /code : (\d{4})/.exec(await invited.innerText())?.[1] ?? "";
    await beta.getByRole("button", { name: "Réinviter", exact: true }).waitFor();
    expect(await beta.getByText("Invité", { exact: true }).isVisible()).toBe(true);
    await shoot(page, "tickets-invited");
    const activated = await apiJson<{ access_token: string }>(env.server.baseUrl, "POST", "/auth/activate", {
      email: APPLICANT.email,
      password: "la garde de nuit aux urgences",
      code,
    });
    expect(activated.access_token).toBeTruthy();
    await page.reload();
    await card(page, "Inscription bêta Inès Roux").getByText("Déjà inscrit").waitFor();
    expect(
      await card(page, "Inscription bêta Inès Roux")
        .getByRole("button", { name: /inviter/i })
        .count(),
    ).toBe(0);

    // Mark all read.
    await page.getByRole("button", { name: "Tout marquer comme lu" }).click();
    await toast(page, "5 tickets marqués comme lus").waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Tout marquer comme lu" }).isDisabled()).toBe(true);
    await expectFocused(page.getByRole("heading", { name: "Filtres et actions" })); // the button is disabled
    expect(await unseenToggle(page).innerText()).toContain("0 nouveau ticket");
    expect(await inbox(page).getByText("Nouveau", { exact: true }).count()).toBe(0);

    // Delete with a confirmation: Annuler keeps it, Supprimer deletes it.
    const early = card(page, "Early access early.bird@exemple.fr");
    await early.getByRole("button", { name: "Supprimer le ticket" }).click();
    let dialog = page.getByRole("dialog", { name: "Supprimer un ticket" });
    await dialog.waitFor();
    await shoot(page, "tickets-delete-dialog");
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await dialog.waitFor({ state: "detached" });
    await expectCount(cards(page), 6);
    await expectFocused(early.getByRole("button", { name: "Supprimer le ticket" }));
    await early.getByRole("button", { name: "Supprimer le ticket" }).click();
    dialog = page.getByRole("dialog", { name: "Supprimer un ticket" });
    await dialog.getByRole("button", { name: "Supprimer", exact: true }).click();
    await toast(page, "Le ticket a bien été supprimé").waitFor();
    await expectCount(cards(page), 5);
    await expectFocused(card(page, "Inscription bêta Inès Roux")); // the next ticket by date
    const stored = await listTickets(env.server.app.ctx.db);
    expect(stored.map((ticket) => ticket.kind).sort()).toEqual(
      ["beta", "bug", "contact", "message_report", "thread_reviews"].sort(),
    );
    expect(stored.every((ticket) => ticket.seen)).toBe(true);

    // The audit log, a second tab: the deletion and the invitation, with who did them and from where.
    await page.getByRole("tab", { name: "Journal d'audit" }).click();
    await page.waitForURL("**/homepage/tickets?vue=journal");
    const log = page.getByRole("table", { name: "Événements du journal d'audit" });
    await log.getByRole("row").nth(1).waitFor();
    const deletedRow = log.getByRole("row").filter({ hasText: "Ticket supprimé" });
    expect(await deletedRow.innerText()).toContain("Ticket « Early access »");
    expect(await deletedRow.innerText()).toContain("Alice Admin");
    expect(await deletedRow.innerText()).toContain("127.0.0.1");
    expect(await log.getByRole("row").filter({ hasText: "Invitation envoyée" }).innerText()).toContain(APPLICANT.email);
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Invitation envoyée" });
    await expect.poll(() => log.getByRole("row").count()).toBe(2); // the header and the invitation
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Toutes les actions" });
    await expect.poll(() => log.getByRole("row").count()).toBeGreaterThan(2);
    await page.mouse.move(0, 0);
    await shoot(page, "tickets-audit");
    await page.reload(); // the tab is in the address
    await log.getByRole("row").nth(1).waitFor();
    expect(await page.getByRole("tab", { name: "Journal d'audit" }).getAttribute("aria-selected")).toBe("true");
    await context.close();

    // A student: no menu item, and the address shows the not-found page.
    const student = await newPage(env.browser, env.server.baseUrl, DESKTOP);
    await signIn(student.page, STUDENT.email, STUDENT.password);
    expect(await student.page.getByRole("link", { name: "Tickets" }).count()).toBe(0);
    await student.page.goto("/homepage/tickets");
    await student.page.getByRole("heading", { name: "Page introuvable" }).waitFor();
    expect(await student.page.getByText("Tickets utilisateurs").count()).toBe(0);
    await shoot(student.page, "tickets-student");
    await student.context.close();
  });

  it("at 375 px: one column, nothing overflows, the dialog fits", async () => {
    const { context, page } = await newPage(env.browser, env.server.baseUrl, PHONE);
    await signIn(page, ADMIN.email, ADMIN.password);
    await openInboxFromMenu(page);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    expect(await page.getByTestId("tickets-column").count()).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, "tickets");
    await shoot(page, "tickets-full", true);
    await page.getByRole("button", { name: "Nouvelle invitation" }).click();
    await page.getByLabel("E-mail de l'étudiant").waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Nouvelle invitation" }).click();
    await cards(page).first().getByRole("button", { name: "Supprimer le ticket" }).click();
    await page.getByRole("dialog", { name: "Supprimer un ticket" }).waitFor();
    await shoot(page, "tickets-delete-dialog");
    await page.getByRole("dialog").getByRole("button", { name: "Annuler" }).click();

    // The audit log on a phone: each event is a block, nothing overflows.
    await page.getByRole("tab", { name: "Journal d'audit" }).click();
    await page.getByRole("table", { name: "Événements du journal d'audit" }).getByRole("row").nth(1).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, "tickets-audit");
    await context.close();
  });

  it("loads 50 tickets at a time, filtered by the server, with « Charger plus »", async () => {
    const db = env.server.app.ctx.db;
    for (let index = 0; index < 60; index++) {
      await insertTicket(db, {
        kind: "contact",
        payload: {
          first_name: "Lot",
          last_name: `N°${index}`,
          email: `lot${index}@exemple.fr`,
          message: `Message groupé ${index}`,
        },
      });
    }
    const ordered = await listTickets(db);
    const total = ordered.length;
    // The 51st ticket in the server's order (newest first, then by id): the embedded database stamps
    // times to the millisecond, so several of the 60 share one and their order is the ids'.
    const fiftyFirst = `Contact ${String(ordered[50]?.payload.first_name)} ${String(ordered[50]?.payload.last_name)}`;
    expect(fiftyFirst).toMatch(/^Contact Lot N°\d+$/);
    for (const size of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(env.browser, env.server.baseUrl, size);
      await signIn(page, ADMIN.email, ADMIN.password);
      await openInboxFromMenu(page);
      await expectCount(cards(page), 50);
      await page.getByText(`50 tickets affichés sur ${total}`).waitFor();
      expect(await unseenToggle(page).innerText()).toContain("60 nouveaux tickets");
      const more = page.getByRole("button", { name: "Charger plus" });
      await more.scrollIntoViewIfNeeded();
      await shoot(page, "tickets-load-more");
      await more.click();
      await expectCount(cards(page), total);
      await expect.poll(() => more.count()).toBe(0);
      // The 51st ticket is the new page's first: it has the focus.
      await expectFocused(inbox(page).getByRole("article", { name: fiftyFirst, exact: true }));
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The search goes to the server: only the matching tickets, one page.
      await search(page).fill("lot1");
      await expectCount(cards(page), 11); // lot1, lot10 … lot19
      expect(await more.count()).toBe(0);
      await context.close();
    }
  });
});
