import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { CodeBoxes } from "@/features/auth/components/code-boxes";

function Harness({ onValue }: { onValue?(value: string[]): void }) {
  const [value, setValue] = useState(["", "", "", ""]);
  const submit = useRef<HTMLButtonElement>(null);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <CodeBoxes
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        onComplete={() => submit.current?.focus()}
      />
      <button ref={submit} type="submit">
        Valider
      </button>
    </form>
  );
}

const box = (n: number) => screen.getByRole("textbox", { name: `Chiffre ${n} du code` });
const values = () => [1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value);

describe("CodeBoxes", () => {
  it("renders four labelled numeric boxes, the first one autofillable", () => {
    render(<Harness />);
    expect(screen.getByRole("group", { name: "Code à 4 chiffres" })).toBeInTheDocument();
    for (const n of [1, 2, 3, 4]) expect(box(n)).toHaveAttribute("inputmode", "numeric");
    expect(box(1)).toHaveAttribute("autocomplete", "one-time-code");
    expect(box(2)).not.toHaveAttribute("autocomplete", "one-time-code");
  });

  it("ignores keys other than digits", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard("a-Z ?");
    expect(values()).toEqual(["", "", "", ""]);
    expect(box(1)).toHaveFocus();
  });

  it("moves focus to the next box on each digit, then to the submit button", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard("4");
    expect(box(2)).toHaveFocus();
    await user.keyboard("x7");
    expect(box(3)).toHaveFocus();
    await user.keyboard("01");
    expect(values()).toEqual(["4", "7", "0", "1"]);
    expect(screen.getByRole("button", { name: "Valider" })).toHaveFocus();
  });

  it("clears the digit on Backspace, and on an empty box goes back and clears the previous one", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard("12");
    expect(box(3)).toHaveFocus();
    await user.keyboard("{Backspace}");
    expect(values()).toEqual(["1", "", "", ""]);
    expect(box(2)).toHaveFocus();
    await user.click(box(1));
    await user.keyboard("{Backspace}");
    expect(values()).toEqual(["", "", "", ""]);
    expect(box(1)).toHaveFocus();
  });

  it("replaces a digit when typing into a filled box", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard("12");
    await user.click(box(1));
    await user.keyboard("9");
    expect(values()).toEqual(["9", "2", "", ""]);
  });

  it("fills every box when a whole code is pasted, and keeps only digits", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.click(box(3));
    await user.paste("1234");
    expect(values()).toEqual(["1", "2", "3", "4"]);
    expect(screen.getByRole("button", { name: "Valider" })).toHaveFocus();
    await user.click(box(1));
    await user.paste(" 5-6 ");
    expect(values()).toEqual(["5", "6", "3", "4"]);
    expect(box(3)).toHaveFocus();
    onValue.mockClear();
    await user.paste("abc");
    expect(onValue).not.toHaveBeenCalled();
  });
});
