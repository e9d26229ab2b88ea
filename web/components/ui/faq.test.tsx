import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { Faq } from "./faq.tsx";

const items = [
  { question: "How long does a website take?", answer: "Small sites go live in 2–4 weeks." },
  { question: "Do you offer support?", answer: "Yes, around the clock." },
];

describe("Faq", () => {
  test("numbers questions 01, 02 and starts collapsed", () => {
    const { container } = render(<Faq items={items} />);
    const summaries = container.querySelectorAll("summary");
    expect([...summaries].map((s) => s.textContent)).toEqual([
      "01How long does a website take?",
      "02Do you offer support?",
    ]);
    for (const details of container.querySelectorAll("details")) expect(details.open).toBe(false);
  });

  test("a click expands an answer and a second click collapses it", async () => {
    const user = userEvent.setup();
    const { container } = render(<Faq items={items} />);
    const first = container.querySelector("details")!;
    await user.click(screen.getByText("How long does a website take?"));
    expect(first.open).toBe(true);
    await user.click(screen.getByText("How long does a website take?"));
    expect(first.open).toBe(false);
  });
});
