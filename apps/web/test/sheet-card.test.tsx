import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SheetCard } from "@/features/revision-sheets/components/sheet-card";

describe("SheetCard", () => {
  it("lets a title break after a slash rather than inside a word, and reads the same", () => {
    render(
      <MemoryRouter>
        <SheetCard
          to="/homepage/revision-cards?sheet=44"
          sheet={{
            id: 44,
            title: "Hyperthermie/fièvre",
            summary: "",
            file_name: "SDD-44.png",
            image_url: "/api/sheets/44.png",
            image_alt: "Fiche",
            case_id: null,
          }}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: /^SDD 44/ });
    const title = link.querySelector("span.break-words");
    expect(title?.textContent).toBe("Hyperthermie/fièvre");
    expect(title?.innerHTML).toBe("Hyperthermie/<wbr>fièvre");
  });
});
