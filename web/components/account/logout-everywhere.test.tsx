import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { fakeApi, tokenValidFor } from "../../../tests/support/fake-api.ts";
import { LogoutEverywhere } from "./logout-everywhere.tsx";

function renderSection() {
  localStorage.setItem("token", tokenValidFor(3600));
  const onDone = vi.fn();
  render(<LogoutEverywhere onDone={onDone} />);
  return onDone;
}

/** Asks to log out everywhere, then confirms in the dialog. */
async function confirmLogoutEverywhere() {
  await userEvent.click(screen.getByRole("button", { name: "Log Out Everywhere" }));
  const dialog = screen.getByRole("dialog");
  await userEvent.click(within(dialog).getByRole("button", { name: "Log Out Everywhere" }));
}

describe("Log out everywhere", () => {
  test("asks first; cancelling sends nothing", async () => {
    const api = fakeApi({});
    const onDone = renderSection();
    await userEvent.click(screen.getByRole("button", { name: "Log Out Everywhere" }));
    const dialog = screen.getByRole("dialog", { name: "Log out on every device?" });
    expect(dialog).toHaveAccessibleDescription(/this one included, needs your password again/);
    await userEvent.click(screen.getByRole("button", { name: "Stay Logged In" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  test("confirmed: the server ends every session and the page leaves with its message", async () => {
    const api = fakeApi({
      "POST /auth/logout-everywhere": {
        status: 200,
        body: { message: "✅ Logged out on every device." },
      },
    });
    const onDone = renderSection();
    await confirmLogoutEverywhere();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith("✅ Logged out on every device."));
    expect(api.callsTo("POST /auth/logout-everywhere")).toHaveLength(1);
  });

  test("no answer: the person stays, told that other devices may still be logged in", async () => {
    fakeApi({ "POST /auth/logout-everywhere": "offline" });
    const onDone = renderSection();
    await confirmLogoutEverywhere();
    expect(
      await screen.findByText(
        "❌ We could not log you out everywhere. Check your connection and try again.",
      ),
    ).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });
});
