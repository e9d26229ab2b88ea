import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { fakeApi } from "../../../tests/support/fake-api.ts";
import { ChangePasswordForm } from "../account/change-password-form.tsx";
import { Field } from "./field.tsx";

describe("Field", () => {
  test("labels its control, marks it required for the eye only and reads out its hint", () => {
    render(<Field label="E-mail" name="email" type="email" required hint="We never share it." />);
    const input = screen.getByRole("textbox", { name: "E-mail" });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription("We never share it.");
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  test("an error id marks the control invalid and is read out after the hint", () => {
    render(
      <>
        <Field label="Name" name="name" hint="As on your card." error="problem" />
        <p id="problem">❌ Name: is required.</p>
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("As on your card. ❌ Name: is required.");
  });

  test("a textarea is the same field; without a hint or error it has no description", () => {
    render(<Field as="textarea" label="Message" name="message" rows={4} />);
    const area = screen.getByRole("textbox", { name: "Message" });
    expect(area.tagName).toBe("TEXTAREA");
    expect(area).not.toHaveAttribute("aria-describedby");
  });

  test("a password can be shown and hidden again", async () => {
    render(<Field label="Password" name="password" type="password" />);
    const input = screen.getByLabelText("Password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(input).toHaveAttribute("type", "password");
    await userEvent.click(toggle);
    expect(input).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(toggle);
    expect(input).toHaveAttribute("type", "password");
  });
});

describe("a form of the kit", () => {
  const user = { name: "Zara", email: "zara@example.com", points: 0, emailVerified: true };

  async function fill(current: string, next: string, repeated: string) {
    await userEvent.type(screen.getByLabelText(/^Current password/), current);
    await userEvent.type(screen.getByLabelText(/^New password/), next);
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), repeated);
    await userEvent.click(screen.getByRole("button", { name: "Change Password" }));
  }

  test("the field the server names is marked, described by the message and focused", async () => {
    fakeApi({
      "POST /user/change-password": {
        status: 400,
        body: { message: "Current password: is not correct.", field: "currentPassword" },
      },
    });
    render(<ChangePasswordForm user={user} />);
    await fill("not-it-at-all", "fresh-orchard-77", "fresh-orchard-77");
    const current = screen.getByLabelText(/^Current password/);
    await vi.waitFor(() => expect(current).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByRole("status")).toHaveTextContent("Current password: is not correct.");
    expect(current).toHaveAccessibleDescription("Current password: is not correct.");
    expect(current).toHaveFocus();
    expect(screen.getByLabelText(/^New password/)).not.toHaveAttribute("aria-invalid");
  });

  test("a check made here names its field too; the next submit clears the mark", async () => {
    const api = fakeApi({
      "POST /user/change-password": {
        status: 200,
        body: { message: "✅ Password changed.", token: "new.token.here" },
      },
    });
    render(<ChangePasswordForm user={user} />);
    await fill("the-old-one-1", "fresh-orchard-77", "fresh-orchard-78");
    const repeat = screen.getByLabelText(/^Repeat the new password/);
    await vi.waitFor(() => expect(repeat).toHaveAttribute("aria-invalid", "true"));
    expect(repeat).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("The two passwords do not match.");
    expect(api.calls).toHaveLength(0);

    await userEvent.clear(repeat);
    await userEvent.type(repeat, "fresh-orchard-77");
    await userEvent.click(screen.getByRole("button", { name: "Change Password" }));
    await vi.waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("✅ Password changed."),
    );
    expect(repeat).not.toHaveAttribute("aria-invalid");
  });
});
