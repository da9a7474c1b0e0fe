import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog } from "@/components/ui/dialog";

/** A screen that opens the shared dialog from code (no Radix trigger), as every screen of the app does. */
function Screen({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <input aria-label="Champ à remplir" />
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClose?.();
        }}
        title="Une question"
      >
        <button type="button" onClick={() => setOpen(false)}>
          Non merci
        </button>
      </Dialog>
    </>
  );
}

describe("the shared dialog and the keyboard focus", () => {
  it("gives the focus back to what opened it when it closes (Escape or a button)", async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const opener = screen.getByRole("button", { name: "Ouvrir" });
    await user.click(opener);
    await screen.findByRole("dialog", { name: "Une question" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(opener).toHaveFocus());

    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("button", { name: "Non merci" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("leaves the focus where the screen put it on purpose as the dialog closed", async () => {
    const user = userEvent.setup();
    render(<Screen onClose={() => setTimeout(() => screen.getByLabelText("Champ à remplir").focus(), 0)} />);
    await user.click(screen.getByRole("button", { name: "Ouvrir" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.getByLabelText("Champ à remplir")).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText("Champ à remplir")).toHaveFocus();
  });
});
