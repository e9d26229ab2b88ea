import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { fakeApi, tokenValidFor } from "../../../tests/support/fake-api.ts";
import VerifyEmail from "./verify-email.tsx";

let tokens = 0;
/** Each test its own link: the page remembers the tokens it has sent. */
const newToken = () => `link-token-${++tokens}`;

/** The server's reply: a status and the message the page shows. */
const reply = (status: number, message: string) => ({ status, body: { message } });

function openPage(search: string) {
  const router = createMemoryRouter(
    [
      { path: "/verify-email", Component: VerifyEmail },
      { path: "/dashboard", element: <h1>Dashboard page</h1> },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    { initialEntries: [`/verify-email${search}`] },
  );
  // StrictMode runs every effect twice, as in development: the link must still be sent once.
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

function logIn(
  user = { name: "Sana", email: "sana@example.com", points: 0, emailVerified: false },
) {
  localStorage.setItem("token", tokenValidFor(3600));
  localStorage.setItem("me", JSON.stringify(user));
}

describe("/verify-email", () => {
  test("sends the token once and, without a session, leads to the login page", async () => {
    const token = newToken();
    const api = fakeApi({
      "POST /auth/verify-email": reply(200, "✅ Your address is confirmed."),
    });
    openPage(`?token=${token}`);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Confirming your address");
    expect(await screen.findByText("✅ Your address is confirmed.")).toHaveAttribute(
      "data-tone",
      "success",
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Your address is confirmed",
    );
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("link", { name: "Go to Your Dashboard" })).toBeNull();
    expect(api.callsTo("POST /auth/verify-email")).toEqual([
      { method: "POST", path: "/auth/verify-email", body: { token }, authorization: null },
    ]);
    // Not logged in: nobody's stored copy to refresh.
    expect(api.callsTo("GET /user/me")).toHaveLength(0);
  });

  test("with a session: the stored user is refreshed and the link goes to the dashboard", async () => {
    logIn();
    const api = fakeApi({
      "POST /auth/verify-email": reply(200, "✅ Your address is confirmed."),
      "GET /user/me": {
        status: 200,
        body: { name: "Sana", email: "sana@example.com", points: 0, emailVerified: true },
      },
    });
    openPage(`?token=${newToken()}`);
    const link = await screen.findByRole("link", { name: "Go to Your Dashboard" });
    expect(link).toHaveAttribute("href", "/dashboard");
    expect(JSON.parse(localStorage.getItem("me") ?? "{}")).toMatchObject({ emailVerified: true });
    expect(api.callsTo("POST /auth/verify-email")).toHaveLength(1);
    expect(api.callsTo("GET /user/me")).toHaveLength(1);
  });

  test("a used or expired link: the server's reason, and a new link for the logged-in owner", async () => {
    logIn();
    const api = fakeApi({
      "POST /auth/verify-email": reply(
        400,
        "This confirmation link is invalid, already used or expired.",
      ),
      "POST /auth/resend-verification": reply(202, "✅ A new confirmation link is on its way."),
    });
    openPage(`?token=${newToken()}`);
    const reason = await screen.findByText(
      "This confirmation link is invalid, already used or expired.",
    );
    expect(reason).toHaveAttribute("data-tone", "error");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("This link did not work");
    const newLink = screen.getByRole("region", { name: "Get a new link" });
    await userEvent.click(screen.getByRole("button", { name: "Send a New Link" }));
    expect(await screen.findByText("✅ A new confirmation link is on its way.")).toBeVisible();
    expect(newLink).toContainElement(screen.getByText("✅ A new confirmation link is on its way."));
    expect(api.callsTo("POST /auth/resend-verification")).toHaveLength(1);
    expect(api.callsTo("POST /auth/verify-email")).toHaveLength(1);
  });

  test("a refused link without a session asks to log in for a new one", async () => {
    fakeApi({
      "POST /auth/verify-email": reply(400, "This link has expired."),
    });
    openPage(`?token=${newToken()}`);
    await screen.findByText("This link has expired.");
    expect(screen.queryByRole("button", { name: "Send a New Link" })).toBeNull();
    expect(screen.getByText(/Log in to request a new link/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  });

  test("a session the server refuses on resend ends, and the page offers the login instead", async () => {
    logIn();
    fakeApi({
      "POST /auth/verify-email": reply(400, "This link has expired."),
      "POST /auth/resend-verification": reply(401, "Session ended."),
    });
    openPage(`?token=${newToken()}`);
    await userEvent.click(await screen.findByRole("button", { name: "Send a New Link" }));
    expect(await screen.findByText(/Log in to request a new link/)).toBeVisible();
    expect(localStorage.getItem("token")).toBeNull();
    expect(sessionStorage.getItem("session-ended")).toBe("1");
  });

  test("no answer: the same link can be tried again, and works", async () => {
    const token = newToken();
    let answer: "offline" | { status: number; body: unknown } = "offline";
    const api = fakeApi({ "POST /auth/verify-email": () => answer });
    openPage(`?token=${token}`);
    expect(
      await screen.findByText(
        "❌ We could not reach our server. Check your connection and try again.",
      ),
    ).toBeVisible();
    answer = reply(200, "✅ Confirmed.");
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("✅ Confirmed.")).toBeVisible();
    expect(api.callsTo("POST /auth/verify-email")).toHaveLength(2);
  });

  test("a link without its token says so and sends nothing", async () => {
    const api = fakeApi({});
    openPage("");
    expect(await screen.findByText(/This confirmation link is incomplete/)).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });
});
