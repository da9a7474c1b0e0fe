import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { findUserByEmail } from "../apps/server/src/repositories/users";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";

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

  it("an anonymous visitor sent to a protected page lands on /", async () => {
    const { context, page } = await newPage(env.browser, env.server.baseUrl);
    await page.goto("/homepage/settings");
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/page/qui/nexiste/pas");
    await page.getByText("Page introuvable").waitFor();
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
    await dialog.getByLabel("Nouveau mot de passe").fill("stethoscope");
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

    // Settings: avatar, then name.
    await page.getByRole("link", { name: "Paramètres" }).click();
    await page.getByRole("heading", { name: "Paramètres" }).waitFor();
    await page.getByRole("button", { name: "Changer d'avatar" }).click();
    await page.getByRole("button", { name: "Choisir l'avatar 6" }).click();
    await page.getByText("Profil mis à jour!").waitFor();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByLabel("Prénom").fill("Nina-Rose");
    await page.getByRole("button", { name: /enregistrer/i }).click();
    await page.getByText("Profile mis à jour!").waitFor();
    await page.getByText("Nina-Rose Leroy").first().waitFor();
    await page.getByLabel("Année d'études").selectOption("DFASM2");
    await page.getByText("Profile mis à jour!").nth(0).waitFor();
    await shoot(page, "settings");
    await shoot(page, "settings-full", true);
    const stored = await findUserByEmail(env.server.app.ctx.db, "nina.leroy@exemple.fr");
    await expect
      .poll(async () => (await findUserByEmail(env.server.app.ctx.db, "nina.leroy@exemple.fr"))?.collegeYear)
      .toBe("DFASM2");
    expect(stored).toMatchObject({ avatarId: 6, firstName: "Nina-Rose", lastName: "Leroy" });

    // A reload keeps the session (token in localStorage).
    await page.reload();
    await page.getByRole("heading", { name: "Paramètres" }).waitFor();

    // Logout: back on the landing page, the protected pages are closed again.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
    await page.goto("/homepage");
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("the shell and settings at 375 px: the menu opens as a drawer", async () => {
    const { context, page } = await newPage(env.browser, env.server.baseUrl, PHONE);
    await signInThroughDialog(page, "etudiant@ecos.local", "ecos-etudiant");
    // Coming back to "/" with a valid session: straight to /homepage, welcomed by first name.
    await page.goto("/");
    await page.waitForURL("**/homepage");
    await page.getByText("Bon retour parmi nous, Camille !").waitFor();
    await shoot(page, "shell");
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
