import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { EarlyAccessDialog } from "@/features/landing/components/early-access-dialog";
import { json, renderWithQuery, stubFetch } from "./support";

const fetchMock = stubFetch();

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <EarlyAccessDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderDialog() {
  return renderWithQuery(<Harness />);
}

describe("early access dialog", () => {
  it("describes the offer and has a required e-mail field", () => {
    renderDialog();
    const dialog = within(screen.getByRole("dialog", { name: "Early Access" }));
    expect(dialog.getByText(/15 juillet au 31 août/)).toBeInTheDocument();
    expect(dialog.getByText("100 cas cliniques")).toBeInTheDocument();
    expect(dialog.getByText("25 € TTC")).toBeInTheDocument();
    expect(dialog.getByText(/limité à 300 utilisateurs/)).toBeInTheDocument();
    const email = dialog.getByLabelText("Adresse e-mail");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
  });

  it("posts the e-mail, thanks the visitor, clears the field and closes", async () => {
    const user = renderDialog();
    const dialog = within(screen.getByRole("dialog"));
    await user.type(dialog.getByLabelText("Adresse e-mail"), "lea.martin@exemple.fr");
    await user.click(dialog.getByRole("button", { name: "Previens-moi" }));

    expect(
      await screen.findByText("Merci ! Tu seras prévenu(e) dès l'ouverture de l'Early Access."),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/forms/early_access/signup");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "lea.martin@exemple.fr" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Ouvrir" }));
    expect(within(screen.getByRole("dialog")).getByLabelText("Adresse e-mail")).toHaveValue("");
  });

  it("shows the failure toast and stays open when the server refuses", async () => {
    fetchMock.mockResolvedValueOnce(json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "x" } }, 500));
    const user = renderDialog();
    const dialog = within(screen.getByRole("dialog"));
    await user.type(dialog.getByLabelText("Adresse e-mail"), "lea.martin@exemple.fr");
    await user.click(dialog.getByRole("button", { name: "Previens-moi" }));

    expect(await screen.findByText("Une erreur est apparue")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(dialog.getByLabelText("Adresse e-mail")).toHaveValue("lea.martin@exemple.fr");
  });

  it("does not send an address that breaks the e-mail rule", async () => {
    const user = renderDialog();
    const dialog = within(screen.getByRole("dialog"));
    await user.type(dialog.getByLabelText("Adresse e-mail"), "lea@exemple");
    await user.click(dialog.getByRole("button", { name: "Previens-moi" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
