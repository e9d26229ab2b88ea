import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { keepRangesTogether } from "./keep-together.tsx";

function spansOf(text: string) {
  const { container } = render(<p>{keepRangesTogether(text)}</p>);
  return {
    text: container.textContent,
    together: [...container.querySelectorAll("span.whitespace-nowrap")].map((s) => s.textContent),
  };
}

describe("keepRangesTogether", () => {
  test("keeps each figure range with its unit on one line and the text unchanged", () => {
    const text = "Go live in 2–4 weeks; edits in 48–72 hours, models $100–$500, a system in 2–4.";
    expect(spansOf(text)).toEqual({
      text,
      together: ["2–4 weeks", "48–72 hours", "$100–$500", "2–4"],
    });
  });

  test("leaves text without a range and non-text content alone", () => {
    expect(spansOf("10+ years, 24/7 support").together).toEqual([]);
    const node = <b>2–4 weeks</b>;
    expect(keepRangesTogether(node)).toBe(node);
  });
});
