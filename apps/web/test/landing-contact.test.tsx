import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ContactSection } from "@/features/landing/components/contact-section";
import { json, renderWithQuery, stubFetch } from "./support";

const fetchMock = stubFetch();

function renderContact() {
  return renderWithQuery(<ContactSection />);
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Prénom"), "Léa");
  await user.type(screen.getByLabelText("Nom"), "Martin");
  await user.type(screen.getByLabelText("Adresse e-mail"), "lea.martin@exemple.fr");
  await user.type(screen.getByLabelText("Message"), "Bonjour, la bêta est-elle ouverte aux D2 ?");
}

describe("landing contact form", () => {
  it("has a heading and the four labelled fields", () => {
    renderContact();
    expect(screen.getByRole("heading", { level: 2, name: "Nous contacter" })).toBeInTheDocument();
    for (const label of ["Prénom", "Nom", "Adresse e-mail", "Message"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it("refuses to send when a field is empty: exact toast, nothing sent, field marked", async () => {
    const user = renderContact();
    await user.type(screen.getByLabelText("Prénom"), "Léa");
    await user.type(screen.getByLabelText("Nom"), "Martin");
    await user.type(screen.getByLabelText("Adresse e-mail"), "lea.martin@exemple.fr");
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));

    expect(await screen.findByText("Tous les champs n'ont pas été remplis")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Message")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Prénom")).not.toHaveAttribute("aria-invalid");
  });

  it("treats a blank (spaces only) field as empty", async () => {
    const user = renderContact();
    await fillAll(user);
    await user.clear(screen.getByLabelText("Nom"));
    await user.type(screen.getByLabelText("Nom"), "   ");
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));

    expect(await screen.findByText("Tous les champs n'ont pas été remplis")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the four fields, shows the success toast and clears the form", async () => {
    const user = renderContact();
    await fillAll(user);
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));

    expect(await screen.findByText("Merci pour ton message, nous te répondrons rapidement !")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/forms/contact-us");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: "Léa",
      last_name: "Martin",
      email: "lea.martin@exemple.fr",
      message: "Bonjour, la bêta est-elle ouverte aux D2 ?",
    });
    expect(screen.getByLabelText("Prénom")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
  });

  it("shows the failure toast and keeps what was typed when the server refuses", async () => {
    fetchMock.mockResolvedValueOnce(json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "boom" } }, 500));
    const user = renderContact();
    await fillAll(user);
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));

    expect(await screen.findByText("Une erreur est survenue")).toBeInTheDocument();
    expect(screen.getByLabelText("Prénom")).toHaveValue("Léa");
  });

  it("does not send a malformed e-mail address", async () => {
    const user = renderContact();
    await fillAll(user);
    await user.clear(screen.getByLabelText("Adresse e-mail"));
    await user.type(screen.getByLabelText("Adresse e-mail"), "lea.martin@exemple");
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));

    expect(await screen.findByText("L'adresse e-mail n'est pas valide")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Adresse e-mail")).toHaveAttribute("aria-invalid", "true");
  });
});
