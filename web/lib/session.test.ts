import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  clearSession,
  endSessionAfter,
  expireSession,
  getStoredUser,
  getToken,
  isLoggedIn,
  scheduleExpiry,
  startSession,
  subscribe,
  TOKEN_KEY,
  takeSessionEnded,
  tokenExpiry,
  USER_KEY,
} from "./session.ts";

/** A JWT-shaped token whose payload is what the test says (the signature is not checked here). */
function tokenWith(payload: object | string): string {
  const json = typeof payload === "string" ? payload : JSON.stringify(payload);
  const base64url = btoa(json).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `eyJhbGciOiJIUzI1NiJ9.${base64url}.c2lnbmF0dXJl`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const user = { name: "Sana", email: "sana@example.com", points: 250 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("session", () => {
  test("a stored token with a future exp is a session", () => {
    startSession(tokenWith({ sub: "1", exp: nowSeconds() + 60 }), user);
    expect(isLoggedIn()).toBe(true);
    expect(getStoredUser()).toEqual(user);
    expect(localStorage.getItem(USER_KEY)).toBe(JSON.stringify(user));
  });

  test("an expired token is no session and is removed with the user copy", () => {
    startSession(tokenWith({ sub: "1", exp: nowSeconds() - 1 }), user);
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  test.each([
    ["not a JWT", "garbage"],
    ["a payload that is not JSON", tokenWith("{nope")],
    ["no exp claim", tokenWith({ sub: "1" })],
    ["a non-numeric exp", tokenWith({ exp: "tomorrow" })],
  ])("an unreadable token (%s) counts as logged out", (_label, token) => {
    localStorage.setItem(TOKEN_KEY, token);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  test("no token, no session", () => {
    expect(isLoggedIn()).toBe(false);
  });

  test("reads exp in seconds", () => {
    expect(tokenExpiry(tokenWith({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });

  test("clearing tells subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    startSession(tokenWith({ exp: nowSeconds() + 60 }), user);
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});

describe("a session that ends on its own", () => {
  test("is cleared, and the login page hears about it exactly once", () => {
    startSession(tokenWith({ exp: nowSeconds() + 60 }), user);
    expireSession();
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(takeSessionEnded()).toBe(true);
    expect(takeSessionEnded()).toBe(false);
  });

  test("a logout by the person leaves nothing to explain", () => {
    startSession(tokenWith({ exp: nowSeconds() + 60 }), user);
    clearSession();
    expect(takeSessionEnded()).toBe(false);
  });

  test("a new login forgets an old ending", () => {
    expireSession();
    startSession(tokenWith({ exp: nowSeconds() + 60 }), user);
    expect(takeSessionEnded()).toBe(false);
  });

  test.each([
    [401, true],
    [500, false],
    [0, false],
  ])("after a failed page load with status %i, explained: %s", (status, explained) => {
    startSession(tokenWith({ exp: nowSeconds() + 60 }), user);
    endSessionAfter(status);
    expect(isLoggedIn()).toBe(false);
    expect(takeSessionEnded()).toBe(explained);
  });
});

describe("expiry timer", () => {
  test("fires exactly when the token expires", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    startSession(tokenWith({ exp: nowSeconds() + 30 }), user);
    const onExpire = vi.fn();
    scheduleExpiry(onExpire);
    vi.advanceTimersByTime(29_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  test("fires at once for an expired or missing token", () => {
    const onExpire = vi.fn();
    scheduleExpiry(onExpire);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  test("can be cancelled", () => {
    vi.useFakeTimers();
    startSession(tokenWith({ exp: nowSeconds() + 5 }), user);
    const onExpire = vi.fn();
    const cancel = scheduleExpiry(onExpire);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(onExpire).not.toHaveBeenCalled();
  });

  test("waits correctly beyond the 24.8-day limit of setTimeout", () => {
    vi.useFakeTimers();
    const days = 40;
    startSession(tokenWith({ exp: nowSeconds() + days * 86_400 }), user);
    const onExpire = vi.fn();
    scheduleExpiry(onExpire);
    vi.advanceTimersByTime(30 * 86_400_000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * 86_400_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
