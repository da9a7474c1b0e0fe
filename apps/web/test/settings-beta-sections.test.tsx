import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CategoryToggles } from "@/features/settings/components/category-toggles";
import { SubscriptionPlans } from "@/features/settings/components/subscription-plans";

describe("sections shown outside the beta", () => {
  it("lists the four plans, Mensuel alone flagged popular and Freemium held", () => {
    render(<SubscriptionPlans />);
    const names = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(["Freemium", "Mensuel", "Annuel", "ECOS Intensif"]);
    expect(screen.getAllByText("Populaire")).toHaveLength(1);
    const monthly = screen.getByRole("heading", { name: "Mensuel" }).closest("li") as HTMLElement;
    expect(within(monthly).getByText("Populaire")).toBeInTheDocument();
    expect(within(monthly).getByText("20 €/mois")).toBeInTheDocument();
    expect(screen.getByText("Engagement 12 mois, soit 15 €/mois : 60 € économisés")).toBeInTheDocument();
    expect(screen.getByText("Engagement 6 mois, soit 102 €")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ton offre actuelle" })).toBeDisabled();
  });

  it("toggles the twelve clinical categories locally", async () => {
    const user = userEvent.setup();
    render(<CategoryToggles />);
    const switches = screen.getAllByRole("switch");
    expect(switches).toHaveLength(12);
    const cardio = screen.getByRole("switch", { name: "Cardiologie" });
    expect(cardio).toHaveAttribute("aria-checked", "true");
    await user.click(cardio);
    expect(cardio).toHaveAttribute("aria-checked", "false");
    expect(screen.getByRole("switch", { name: "Gynécologie" })).toHaveAttribute("aria-checked", "true");
  });
});
