import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { type ServerProcess, startServerProcess } from "#test/server-process.ts";
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  type Guarded,
  gotoAndHydrate,
  setupBrowser,
  visitorHeaders,
} from "./browser.ts";
import { type MailSource, mailFolder, newestInMail } from "./mailbox.ts";

/**
 * Signed in, for the browser tests: calls to the JSON API, sign-up and login through it, and an
 * administrator on a server of the test file's own with pages opened in that session.
 */

export const PASSWORD = "harbour-lantern-58";

export type ApiInit = {
  method?: string;
  body?: unknown;
  token?: string;
  /** The client address the server sees; a new one per call unless given. */
  from?: string;
};

/** One call to the JSON API of the server at `base`. */
export async function callApi(base: string, path: string, init: ApiInit = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      ...(init.from ? { "x-forwarded-for": init.from } : visitorHeaders()),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, data: (await response.json().catch(() => null)) as never };
}

export type Session = {
  token: string;
  user: { name: string; email: string; points: number; emailVerified: boolean };
};

/** Signs an account up through the API of the server at `base`, with PASSWORD. */
export async function signUpAt(
  base: string,
  name: string,
  email: string,
  options: { referralCode?: string; from?: string } = {},
): Promise<void> {
  const { referralCode, from } = options;
  const result = await callApi(base, "/auth/signup", {
    body: { name, email, password: PASSWORD, ...(referralCode ? { referralCode } : {}) },
    from,
  });
  expect(result.status, `sign-up of ${email}`).toBe(201);
}

/** Logs an account in through the API of the server at `base`: the session it answers. */
export async function logInAt(
  base: string,
  email: string,
  options: { password?: string; from?: string } = {},
): Promise<Session> {
  const result = await callApi(base, "/auth/login", {
    body: { email, password: options.password ?? PASSWORD },
    from: options.from,
  });
  expect(result.status, `login of ${email}`).toBe(200);
  return result.data;
}

let counter = 0;
/**
 * An address no other test of the run uses, on a domain of its own: the referral rules hold
 * friends who share a private mail domain, and unrelated test accounts are not one organisation.
 */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${++counter}@m${Date.now().toString(36)}${counter}.example.com`;

const ADMIN = { name: "Ayesha Admin", email: "admin@example.com" };

/**
 * A server of the test file's own with an administrator (admin@ through ADMIN_EMAILS, confirmed
 * with the link e-mailed at its first login; mail in its DATA_DIR/mail), and the API calls and
 * pages of that server in the file's browser. Call once, at the top of the file.
 */
export function setupAdminServer() {
  const browser = setupBrowser();
  let server: ServerProcess | undefined;
  let mail: MailSource = () => [];
  let adminToken = "";

  const base = () => {
    if (!server) throw new Error("the admin server has not started");
    return server.baseUrl;
  };
  const api = (path: string, init: ApiInit = {}) => callApi(base(), path, init);

  const signUp = (name: string, email: string, referralCode?: string, from?: string) =>
    signUpAt(base(), name, email, { referralCode, from });
  const logIn = (email: string, from?: string) => logInAt(base(), email, { from });

  beforeAll(async () => {
    server = await startServerProcess({
      site: true,
      output: "inherit",
      env: { ADMIN_EMAILS: ADMIN.email },
    });
    mail = mailFolder(server.dataDir);
    await signUp(ADMIN.name, ADMIN.email);
    await logIn(ADMIN.email);
    // The administrator link that the first login e-mails, not the address confirmation.
    const token = await newestInMail(
      ADMIN.email,
      (text) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1],
      mail,
    );
    expect(
      (await api("/auth/reset-password", { body: { token, password: PASSWORD } })).status,
    ).toBe(200);
    adminToken = (await logIn(ADMIN.email)).token;
  });

  afterAll(async () => {
    await server?.stop();
  });

  return {
    /** The file's browser (`setupBrowser`), for pages of other visitors. */
    browser,
    admin: ADMIN,
    get base() {
      return base();
    },
    /** The server's mailbox. */
    get mail() {
      return mail;
    },
    /** The administrator's session, from the last login of the setup. */
    get adminToken() {
      return adminToken;
    },
    api,
    signUp,
    logIn,
    /**
     * A page of this server with the administrator's session stored (the setup's, or `token`),
     * at `path`.
     */
    async openAsAdmin(
      path: string,
      options: { viewport?: "mobile" | "desktop"; token?: string } = {},
    ): Promise<Guarded> {
      const guarded = await browser.newPage({
        origin: base(),
        viewport: options.viewport ?? "desktop",
        reducedMotion: "reduce",
      });
      await gotoAndHydrate(guarded.page, `${base()}/login`);
      await guarded.page.evaluate(
        ({ token, me }) => {
          localStorage.setItem("token", token);
          localStorage.setItem("me", JSON.stringify(me));
        },
        { token: options.token ?? adminToken, me: ADMIN },
      );
      await gotoAndHydrate(guarded.page, `${base()}${path}`);
      return guarded;
    },
  };
}

/**
 * Submits a list's filter form (the one named `form` where the page says) and waits for the
 * address to carry the filters.
 */
export async function applyFilters(page: Page, expected: RegExp, form?: string) {
  await page
    .getByRole("search", form ? { name: form } : {})
    .getByRole("button")
    .click();
  await page.waitForURL(expected);
}

/** A list's table has these column headings, and its page passes axe and fits its width. */
export async function expectListPage(
  page: Page,
  context: string,
  table: Locator,
  columns: string[],
) {
  expect(await table.getByRole("columnheader").allTextContents()).toEqual(columns);
  await expectNoAxeViolations(page, context);
  await expectNoHorizontalScroll(page, context);
}
