import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { fakeApi, tokenValidFor } from "../../../tests/support/fake-api.ts";
import { VerifyBanner } from "./verify-banner.tsx";

function renderBanner() {
  localStorage.setItem("token", tokenValidFor(3600));
  const onConfirmed = vi.fn();
  render(<VerifyBanner email="sana@example.com" onConfirmed={onConfirmed} />);
  return onConfirmed;
}

/** The server's answer to Send a New Link: its status and message. */
const answerResend = (status: number, message: string) =>
  fakeApi({ "POST /auth/resend-verification": { status, body: { message } } });

describe("unconfirmed address banner", () => {
  test("a named region that says where the link went", () => {
    fakeApi({});
    renderBanner();
    const banner = screen.getByRole("region", { name: "Confirm your e-mail address" });
    expect(banner).toHaveTextContent("We sent a confirmation link to sana@example.com.");
  });

  test("Send a New Link asks the server and shows its answer", async () => {
    const api = answerResend(202, "✅ A new link is on its way to sana@example.com.");
    const onConfirmed = renderBanner();
    await userEvent.click(screen.getByRole("button", { name: "Send a New Link" }));
    expect(
      await screen.findByText("✅ A new link is on its way to sana@example.com."),
    ).toHaveAttribute("data-tone", "success");
    expect(api.callsTo("POST /auth/resend-verification")).toHaveLength(1);
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  test("asked too often: the server's reason in red", async () => {
    answerResend(429, "Too many requests. Try again in an hour.");
    renderBanner();
    await userEvent.click(screen.getByRole("button", { name: "Send a New Link" }));
    expect(await screen.findByText("Too many requests. Try again in an hour.")).toHaveAttribute(
      "data-tone",
      "error",
    );
  });

  test("already confirmed elsewhere: the page is told, to refresh the account", async () => {
    answerResend(200, "✅ Your address is already confirmed.");
    const onConfirmed = renderBanner();
    await userEvent.click(screen.getByRole("button", { name: "Send a New Link" }));
    await screen.findByText("✅ Your address is already confirmed.");
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });
});
