import { describe, expect, it } from "vitest";
import { listTickets } from "../apps/server/src/repositories/tickets";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";

describe.skipIf(!hasChromium)("a visitor on the landing page", () => {
  const env = useJourneyEnvironment();
  const ticketsOf = async (kind: string) => (await listTickets(env.server.app.ctx.db)).filter((t) => t.kind === kind);

  it("reads the landing page at 1280 px and 375 px (screenshots)", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      await page.goto("/");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expect(page.getByText("80 places").first().isVisible()).resolves.toBe(true);
      await expect(page.getByRole("heading", { name: "Pour qui ?" }).isVisible()).resolves.toBe(true);
      await shoot(page, "landing");
      await shoot(page, "landing-full", true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (viewport === PHONE) {
        await page.getByRole("button", { name: /menu/i }).click();
        await page
          .getByRole("link", { name: "Nous contacter" })
          .or(page.getByRole("button", { name: "Nous contacter" }))
          .first()
          .isVisible();
        await shoot(page, "landing-mobile-menu");
      }
      await context.close();
    }
  });

  it("sends the contact form: empty fields are refused, a full form becomes a ticket", async () => {
    const { context, page } = await newPage(env.browser, env.server.baseUrl);
    await page.goto("/");
    const form = page.getByRole("form", { name: "Formulaire de contact" });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel("Prénom").fill("Jeanne");
    await form.getByRole("button", { name: /envoyer/i }).click();
    await page.getByText("Tous les champs n'ont pas été remplis").waitFor();
    expect(await ticketsOf("contact")).toHaveLength(0);

    await form.getByLabel("Nom", { exact: true }).fill("Roux");
    await form.getByLabel("Adresse e-mail").fill("jeanne.roux@exemple.fr");
    await form.getByLabel("Message").fill("Bonjour, la bêta est-elle ouverte aux D2 ?");
    await form.getByRole("button", { name: /envoyer/i }).click();
    await page.getByText("Merci pour ton message, nous te répondrons rapidement !").waitFor();
    await shoot(page, "landing-contact-sent");
    const tickets = await ticketsOf("contact");
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.payload).toMatchObject({
      first_name: "Jeanne",
      last_name: "Roux",
      email: "jeanne.roux@exemple.fr",
      message: "Bonjour, la bêta est-elle ouverte aux D2 ?",
    });
    expect(await form.getByLabel("Message").inputValue()).toBe("");
    await context.close();
  });

  it("applies to the beta through the three views of the dialog", async () => {
    const { context, page } = await newPage(env.browser, env.server.baseUrl, PHONE);
    await page.goto("/");
    await page.getByRole("button", { name: "Rejoindre la bêta" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Commencer le formulaire" }).click();
    await dialog
      .getByRole("heading", { name: "Tes informations" })
      .or(dialog.getByText("Tes informations"))
      .first()
      .waitFor();
    await dialog.getByLabel("Prénom").fill("Hugo");
    await dialog.getByLabel("Nom", { exact: true }).fill("Petit");
    await dialog.getByLabel("Adresse e-mail").fill("hugo.petit@exemple.fr");
    await dialog
      .getByRole("group", { name: /En quelle année/ })
      .getByLabel("D4")
      .check();
    await dialog
      .getByRole("group", { name: /déjà passé des ECOS/ })
      .getByLabel("Oui - National")
      .check();
    await dialog.getByRole("button", { name: "7 cas" }).click();
    await dialog
      .getByRole("group", { name: /Discord/ })
      .getByLabel("Oui")
      .check();
    await dialog
      .getByRole("group", { name: /entretien/ })
      .getByLabel("Non")
      .check();
    await dialog
      .getByRole("group", { name: /Comment as-tu connu/ })
      .getByLabel("Bouche à oreille")
      .check();
    await shoot(page, "beta-form");
    // One answer still missing: nothing is sent.
    await dialog.getByRole("button", { name: "Envoyer ma candidature" }).click();
    expect(await ticketsOf("beta")).toHaveLength(0);
    await dialog
      .getByRole("group", { name: /prévienne au lancement/ })
      .getByLabel("Oui")
      .check();
    await dialog.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await dialog.getByRole("heading", { name: "Candidature envoyée avec succès !" }).waitFor();
    await shoot(page, "beta-success");
    const [ticket] = await ticketsOf("beta");
    expect(ticket?.payload).toEqual({
      first_name: "Hugo",
      last_name: "Petit",
      email: "hugo.petit@exemple.fr",
      academic_year: "D4",
      passed_ecos: "national",
      nb_cases: "7",
      wants_discord: true,
      consent_interview: false,
      notify_launch: true,
      referral_source: "Bouche à oreille",
    });
    await dialog.getByRole("button", { name: "Retour à la page d'accueil" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await context.close();
  });
});
