import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { getJson } from "#web/lib/api.ts";
import AccountLayout, {
  clientLoader as accountLoader,
} from "#web/routes/account/account-layout.tsx";
import Login from "#web/routes/account/login.tsx";
import { type FakeAnswer, fakeApi, tokenValidFor } from "../../../tests/support/fake-api.ts";

const me = { name: "Sana Shah", email: "sana@example.com", points: 0, emailVerified: true };

/** The real account layout and login page; the page inside makes one API call on demand. */
function openArea(token = tokenValidFor(3600)) {
  localStorage.setItem("token", token);
  localStorage.setItem("me", JSON.stringify(me));
  const router = createMemoryRouter(
    [
      {
        path: "/",
        loader: accountLoader,
        Component: AccountLayout,
        children: [
          {
            path: "dashboard",
            element: (
              <button type="button" onClick={() => void getJson("/user/points")}>
                Load points
              </button>
            ),
          },
        ],
      },
      { path: "/login", Component: Login },
    ],
    { initialEntries: ["/dashboard"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function api(extra: Record<string, FakeAnswer> = {}) {
  return fakeApi({ "GET /user/me": { status: 200, body: me }, ...extra });
}

const loginHeading = (timeout = 1000) =>
  screen.findByRole("heading", { level: 1, name: "Log in to your account" }, { timeout });

/** Landed on /login, which says the session ended and asks to log in again. */
async function expectSessionEndedNotice(timeout?: number) {
  await loginHeading(timeout);
  expect(
    await screen.findByText("❌ Your session has ended. Log in again to continue."),
  ).toBeVisible();
}

describe("logout", () => {
  test("ends the session on the server, clears it here and says so on /login", async () => {
    const token = tokenValidFor(3600);
    const calls = api({
      "POST /auth/logout": { status: 200, body: { message: "✅ Logged out." } },
    });
    openArea(token);
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    await loginHeading();
    expect(calls.callsTo("POST /auth/logout")).toEqual([
      expect.objectContaining({ authorization: `Bearer ${token}` }),
    ]);
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("me")).toBeNull();
    expect(await screen.findByText("✅ Logged out.")).toHaveAttribute("data-tone", "success");
  });

  test("without an answer from the server the session still ends here, and the page says what to do", async () => {
    api({ "POST /auth/logout": "offline" });
    openArea();
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    await loginHeading();
    expect(localStorage.getItem("token")).toBeNull();
    expect(await screen.findByText(/our server did not confirm it/)).toHaveAttribute(
      "data-tone",
      "error",
    );
  });

  test("a session the server had already ended counts as logged out", async () => {
    api({ "POST /auth/logout": { status: 401, body: { message: "Session ended." } } });
    openArea();
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByText("✅ You are logged out.")).toBeVisible();
  });
});

describe("a session that ends on its own", () => {
  test("a 401 from any call lands on /login with the reason", async () => {
    api({ "GET /user/points": { status: 401, body: { message: "Session ended." } } });
    openArea();
    await userEvent.click(await screen.findByRole("button", { name: "Load points" }));
    await expectSessionEndedNotice();
    expect(localStorage.getItem("token")).toBeNull();
  });

  test("the server refusing the session as the area loads says the same", async () => {
    api({ "GET /user/me": { status: 401, body: { message: "Session ended." } } });
    openArea();
    await expectSessionEndedNotice();
  });

  test("any other failure to load logs out silently (SPEC §8)", async () => {
    api({ "GET /user/me": { status: 500, body: { message: "Broken." } } });
    openArea();
    await loginHeading();
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
  });

  test("the token's expiry while the page is open does too", async () => {
    api();
    openArea(tokenValidFor(2));
    await screen.findByRole("button", { name: "Load points" });
    await expectSessionEndedNotice(4000);
  }, 10_000);
});
