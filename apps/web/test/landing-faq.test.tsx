import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Faq } from "@/features/landing/components/faq";

describe("landing FAQ", () => {
  it("lists six questions, all closed at first", () => {
    render(<Faq />);
    expect(screen.getByRole("heading", { level: 2, name: "Questions fréquentes" })).toBeInTheDocument();
    const triggers = screen.getAllByRole("button");
    expect(triggers).toHaveLength(6);
    for (const trigger of triggers) expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps one item open at a time, and clicking the open one closes it", async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const free = screen.getByRole("button", { name: /La bêta est-elle vraiment gratuite/ });
    const cases = screen.getByRole("button", { name: /Combien de cas cliniques sont disponibles/ });

    await user.click(free);
    expect(free).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/la bêta est 100 % gratuite/)).toBeVisible();

    await user.click(cases);
    expect(cases).toHaveAttribute("aria-expanded", "true");
    expect(free).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/la bêta est 100 % gratuite/)).not.toBeInTheDocument();
    expect(screen.getByText(/10 cas cliniques pendant la bêta, 100 en Early Access/)).toBeVisible();

    await user.click(cases);
    expect(cases).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/10 cas cliniques pendant la bêta/)).not.toBeInTheDocument();
  });

  it("opens with the keyboard", async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.tab();
    expect(screen.getByRole("button", { name: /La bêta est-elle vraiment gratuite/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: /La bêta est-elle vraiment gratuite/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});
