import { outboxEmails } from "@ecos/db";
import { desc, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { settleAfterResponse } from "../apps/server/src/lib/after-response";
import { hashSecret } from "../apps/server/src/lib/passwords";
import { findUserByEmail, insertUser } from "../apps/server/src/repositories/users";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";
import type { RunningServer } from "./support/server";
import { apiSignIn } from "./support/student";

/** A student created straight in the database (the journeys below change their password). */
async function createStudent(server: RunningServer, email: string, password: string, firstName: string) {
  await insertUser(server.app.ctx.db, {
    email,
    passwordHash: await hashSecret(password),
    firstName,
    lastName: "Moreau",
  });
}

/** The path and fragment of the last link e-mailed to `email` (the development outbox keeps it). */
async function lastLinkTo(server: RunningServer, email: string): Promise<string> {
  await settleAfterResponse(server.app.ctx);
  const [mail] = await server.app.ctx.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, email))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  const link = /https?:\/\/\S+#token=[A-Za-z0-9_-]+/.exec(mail?.body ?? "")?.[0];
  if (!link) throw new Error(`no link e-mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

async function openLogin(page: Page) {
  await page.goto("/");
  await page.getByRole("heading", { level: 1 }).waitFor();
  // On a phone the nav collapses into the menu.
  if (!(await page.getByRole("button", { name: "Se connecter" }).first().isVisible())) {
    await page.getByRole("button", { name: "Menu" }).click();
  }
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  return page.getByRole("dialog");
}

async function signInThroughDialog(page: Page, email: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Mot de passe").fill(password);
  await dialog.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL("**/homepage");
}

describe.skipIf(!hasChromium)("accounts: invitation, activation, profile, logout", () => {
  const env = useJourneyEnvironment();

  it("a wrong password shows « Identifiants invalides » with both fields in red", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      const dialog = await openLogin(page);
      await shoot(page, "login-dialog");
      await dialog.getByLabel("E-mail").fill("etudiant@ecos.local");
      await dialog.getByLabel("Mot de passe").fill("mauvais-mot-de-passe");
      await dialog.getByRole("button", { name: "Se connecter" }).click();
      await dialog.getByRole("alert").filter({ hasText: "Identifiants invalides" }).waitFor();
      expect(await dialog.getByLabel("E-mail").getAttribute("aria-invalid")).toBe("true");
      expect(await dialog.getByLabel("Mot de passe").getAttribute("aria-invalid")).toBe("true");
      await shoot(page, "login-error");
      expect(new URL(page.url()).pathname).toBe("/");
      await context.close();
    }
  });

  it("an anonymous visitor sent to a protected page signs in on / and comes back to that page", async () => {
    const { context, page } = await newPage(env.browser, env.server.baseUrl);
    await page.goto("/homepage/progression");
    await page.waitForURL((url) => url.pathname === "/");
    // The login dialog is already open, and signing in goes back to the page asked for.
    const dialog = page.getByRole("dialog", { name: "Connexion" });
    await dialog.waitFor();
    expect(await page.title()).toBe("ECOS Academy – Entraînement aux ECOS");
    await shoot(page, "login-return-dialog");
    await dialog.getByLabel("E-mail").fill("etudiant@ecos.local");
    await dialog.getByLabel("Mot de passe").fill("ecos-etudiant");
    await dialog.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL("**/homepage/progression");
    await page.getByRole("heading", { name: "Ma progression", level: 1 }).waitFor();
    expect(await page.title()).toBe("Progression – ECOS Academy");
    await page.goto("/page/qui/nexiste/pas");
    await page.getByText("Page introuvable").waitFor();
    expect(await page.title()).toBe("Page introuvable – ECOS Academy");
    await context.close();
  });

  it("the admin invites, the student activates with the code boxes, edits the profile and logs out", async () => {
    // The super admin invites a student from the shell.
    const admin = await newPage(env.browser, env.server.baseUrl);
    await signInThroughDialog(admin.page, "admin@ecos.local", "ecos-admin");
    await admin.page.getByText("Super admin").first().waitFor();
    await admin.page.getByRole("link", { name: "Tickets" }).click();
    await admin.page.getByRole("button", { name: "Nouvelle invitation" }).click();
    await admin.page.getByLabel("E-mail de l'étudiant").fill("nina.leroy@exemple.fr");
    await admin.page.getByLabel("Prénom (facultatif)").fill("Nina");
    await admin.page.getByLabel("Nom (facultatif)", { exact: true }).fill("Leroy");
    await admin.page.getByRole("button", { name: "Inviter" }).click();
    const code = (await admin.page.getByTestId("invitation-code").textContent())?.trim() ?? "";
    expect(code).toMatch(/^\d{4}$/);
    await shoot(admin.page, "admin-invitation");
    await admin.context.close();

    // The student activates through the four code boxes.
    const { context, page } = await newPage(env.browser, env.server.baseUrl);
    const dialog = await openLogin(page);
    await dialog.getByRole("button", { name: "Première connexion ?" }).click();
    await dialog.getByLabel("E-mail").fill("nina.leroy@exemple.fr");
    await dialog.getByLabel("Nouveau mot de passe", { exact: true }).fill("stethoscope");
    await dialog.getByLabel("Chiffre 1 du code").click();
    for (const [index, digit] of [...code].entries()) {
      await page.keyboard.type("x"); // letters are ignored
      await page.keyboard.type(digit);
      if (index < 3) {
        expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
          `Chiffre ${index + 2} du code`,
        );
      }
    }
    const submit = dialog.getByRole("button", { name: "Découvrir ECOS Academy" });
    expect(await submit.evaluate((el) => el === document.activeElement)).toBe(true);
    await shoot(page, "activation-dialog");
    await submit.click();
    await page.waitForURL("**/homepage");
    await page.getByRole("navigation", { name: "Menu principal" }).waitFor();
    await expect(page.getByText("Nina Leroy").first().isVisible()).resolves.toBe(true);
    await page.waitForTimeout(300);
    expect(await page.getByText("Bon retour parmi nous").count()).toBe(0); // a first login is not a return
    expect(await page.getByText("Super admin").count()).toBe(0);
    await shoot(page, "shell");

    // The first-run guide: three steps (the mouse, then the keyboard), then done for good.
    const guide = page.getByRole("region", { name: "Guide de démarrage" });
    await guide.getByText("Étape 1 sur 3").waitFor();
    expect(await page.title()).toBe("Tableau de bord – ECOS Academy");
    await shoot(page, "onboarding-guide");
    await guide.getByRole("button", { name: "Suivant" }).click();
    await guide.getByText("Étape 2 sur 3").waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(await focused()).toBe("2. Joue le médecin"); // the focus follows to the new step
    for (let tab = 0; tab < 3; tab += 1) await page.keyboard.press("Tab"); // Passer, Précédent, Suivant
    expect(await focused()).toBe("Suivant");
    await page.keyboard.press("Enter");
    await guide.getByRole("heading", { name: "3. Lis ta correction" }).waitFor();
    await guide.getByRole("button", { name: "C'est parti !" }).click();
    await page.getByRole("status").filter({ hasText: "Tu retrouveras ce guide dans les paramètres." }).waitFor();
    expect(await guide.count()).toBe(0);
    await expect
      .poll(async () => (await findUserByEmail(env.server.app.ctx.db, "nina.leroy@exemple.fr"))?.onboardedAt)
      .toBeInstanceOf(Date);
    await page.reload();
    await page.getByRole("region", { name: "Cas cliniques" }).waitFor();
    expect(await guide.count()).toBe(0);

    // Settings: avatar, then name.
    await page.getByRole("link", { name: "Paramètres" }).click();
    await page.getByRole("heading", { name: "Paramètres" }).waitFor();
    await page.getByRole("button", { name: "Changer d'avatar" }).click();
    await page.getByRole("button", { name: "Choisir l'avatar 6" }).click();
    await page.getByText("Profil mis à jour !").waitFor();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByLabel("Prénom").fill("Nina-Rose");
    await page.getByRole("button", { name: /enregistrer/i }).click();
    // The avatar's toast (same words) may still be shown: the new name in the shell is the proof.
    await page.getByText("Profil mis à jour !").last().waitFor();
    await page.getByText("Nina-Rose Leroy").first().waitFor();
    await page.getByLabel("Année d'études").selectOption("DFASM2");
    await page.getByText("Profil mis à jour !").nth(0).waitFor();
    expect(await page.title()).toBe("Paramètres – ECOS Academy");
    await shoot(page, "settings");
    await shoot(page, "settings-full", true);
    const stored = await findUserByEmail(env.server.app.ctx.db, "nina.leroy@exemple.fr");
    await expect
      .poll(async () => (await findUserByEmail(env.server.app.ctx.db, "nina.leroy@exemple.fr"))?.collegeYear)
      .toBe("DFASM2");
    expect(stored).toMatchObject({ avatarId: 6, firstName: "Nina-Rose", lastName: "Leroy" });

    // The guide again, from the settings; skipped this time.
    await page.getByRole("button", { name: "Revoir le guide de démarrage" }).click();
    await page.waitForURL((url) => url.pathname === "/homepage");
    await guide.getByText("Étape 1 sur 3").waitFor();
    await guide.getByRole("button", { name: "Passer le guide" }).click();
    await page.getByRole("status").filter({ hasText: "Tu retrouveras ce guide dans les paramètres." }).waitFor();
    await page.getByRole("link", { name: "Paramètres" }).click();
    await page.getByRole("heading", { name: "Paramètres" }).waitFor();

    // A reload keeps the session (token in localStorage).
    await page.reload();
    await page.getByRole("heading", { name: "Paramètres" }).waitFor();

    // Logout: back on the landing page, the protected pages are closed again.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0); // signing out does not ask to sign in again
    await page.goto("/homepage");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("dialog", { name: "Connexion" }).waitFor();
    await context.close();
  });

  it("« Mot de passe oublié » : neutral answer, e-mailed link, new password, sign-in with it", async () => {
    for (const [index, viewport] of [DESKTOP, PHONE].entries()) {
      const email = `oubli.${index}@exemple.fr`;
      await createStudent(env.server, email, "ancien-mot-de-passe", "Inès");
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      const dialog = await openLogin(page);
      await dialog.getByLabel("E-mail").fill(email);
      await dialog.getByRole("button", { name: "Mot de passe oublié ?" }).click();
      await dialog.getByRole("heading", { name: "Mot de passe oublié" }).waitFor();
      expect(await dialog.getByLabel("E-mail").inputValue()).toBe(email);
      await dialog.getByRole("button", { name: "Recevoir un lien" }).click();
      await dialog
        .getByRole("status")
        .filter({ hasText: `Si un compte existe pour ${email}` })
        .waitFor();
      await shoot(page, "forgot-password-sent");

      // The link of the e-mail: its token travels after #, and leaves the address bar at once.
      await page.goto(await lastLinkTo(env.server, email));
      await page.getByRole("heading", { name: "Nouveau mot de passe", level: 1 }).waitFor();
      await page.waitForURL((url) => url.hash === "");
      await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("motdepasse2024");
      await page.getByLabel("Confirme le nouveau mot de passe").fill("motdepasse2024");
      await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
      await page.getByRole("alert").filter({ hasText: "Ce mot de passe est trop courant" }).waitFor();
      expect(await page.getByLabel("Nouveau mot de passe", { exact: true }).getAttribute("aria-invalid")).toBe("true");
      await shoot(page, "reset-password-refused");
      await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("Lanterne-ocre-du-matin");
      await page.getByLabel("Confirme le nouveau mot de passe").fill("Lanterne-ocre-du-matin");
      await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
      await page.getByRole("heading", { name: "Mot de passe changé" }).waitFor();
      await shoot(page, "reset-password-done");

      await page.getByRole("button", { name: "Se connecter" }).click();
      const login = page.getByRole("dialog");
      await login.getByLabel("E-mail").fill(email);
      await login.getByLabel("Mot de passe").fill("Lanterne-ocre-du-matin");
      await login.getByRole("button", { name: "Se connecter" }).click();
      await page.waitForURL("**/homepage");
      await expect(apiSignIn(env.server.baseUrl, email, "ancien-mot-de-passe")).rejects.toThrow(/401/);
      await context.close();
    }
  });

  it("changes the password from the settings; the new one signs in, the old one no longer does", async () => {
    for (const [index, viewport] of [DESKTOP, PHONE].entries()) {
      const email = `changement.${index}@exemple.fr`;
      await createStudent(env.server, email, "ancien-mot-de-passe", "Malo");
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      await signInThroughDialog(page, email, "ancien-mot-de-passe");
      await page.goto("/homepage/settings");
      const card = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: "Mot de passe", level: 2 }) });
      await card.getByLabel("Mot de passe actuel").fill("pas-le-bon-mot");
      await card.getByLabel("Nouveau mot de passe", { exact: true }).fill("Glycine-sur-le-balcon");
      await card.getByLabel("Confirme le nouveau mot de passe").fill("Glycine-sur-le-balcon");
      await card.getByRole("button", { name: "Changer le mot de passe" }).click();
      await card.getByRole("alert").filter({ hasText: "Mot de passe actuel incorrect" }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await shoot(page, "settings-password-refused");
      await card.getByLabel("Mot de passe actuel").fill("ancien-mot-de-passe");
      await card.getByRole("button", { name: "Changer le mot de passe" }).click();
      await page.getByText("Mot de passe modifié. Tes autres appareils ont été déconnectés.").waitFor();
      expect(await card.getByLabel("Nouveau mot de passe", { exact: true }).inputValue()).toBe("");
      await shoot(page, "settings-password-changed");
      await expect(apiSignIn(env.server.baseUrl, email, "ancien-mot-de-passe")).rejects.toThrow(/401/);
      await expect(apiSignIn(env.server.baseUrl, email, "Glycine-sur-le-balcon")).resolves.toMatch(/\S+/);
      // This browser keeps its session.
      await page.reload();
      await page.getByRole("heading", { name: "Paramètres" }).waitFor();

      // A new e-mail address: the current password, then the link sent to the new address.
      const newEmail = `nouvelle.adresse.${index}@exemple.fr`;
      const profile = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: "Profil public", level: 2 }) });
      await profile.getByLabel("E-mail").fill(newEmail);
      await profile.getByLabel("Mot de passe actuel").fill("Glycine-sur-le-balcon");
      await shoot(page, "settings-email-change");
      await profile.getByRole("button", { name: "Enregistrer" }).click();
      await page.getByText(`Si l'adresse ${newEmail} peut être utilisée`).waitFor();
      expect(await profile.getByLabel("E-mail").inputValue()).toBe(email);
      await page.goto(await lastLinkTo(env.server, newEmail));
      await page.getByRole("button", { name: "Confirmer ma nouvelle adresse" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: `tu te connectes désormais avec ${newEmail}` })
        .waitFor();
      await shoot(page, "email-confirmed");
      await page.getByRole("link", { name: "Retour aux paramètres" }).click();
      await page.getByRole("heading", { name: "Paramètres" }).waitFor();
      expect(await profile.getByLabel("E-mail").inputValue()).toBe(newEmail);
      await context.close();
    }
  });

  it("the shell and settings at 375 px: the menu opens as a drawer", async () => {
    const { context, page } = await newPage(env.browser, env.server.baseUrl, PHONE);
    await signInThroughDialog(page, "etudiant@ecos.local", "ecos-etudiant");
    // Coming back to "/" with a valid session: straight to /homepage, welcomed by first name.
    await page.goto("/");
    await page.waitForURL("**/homepage");
    await page.getByText("Bon retour parmi nous, Camille !").waitFor();
    await shoot(page, "shell");
    // The first-run guide fits the phone.
    const guide = page.getByRole("region", { name: "Guide de démarrage" });
    await guide.getByRole("button", { name: "Suivant" }).click();
    await guide.getByText("Étape 2 sur 3").waitFor();
    await guide.scrollIntoViewIfNeeded();
    await shoot(page, "onboarding-guide");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: /menu/i }).first().click();
    await page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Progression" }).waitFor();
    await shoot(page, "shell-drawer");
    await page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Progression" }).click();
    await page.waitForURL("**/homepage/progression");
    await page.goto("/homepage/settings");
    await page.getByRole("heading", { name: "Paramètres" }).waitFor();
    await shoot(page, "settings");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
