/**
 * The browser session (SPEC §3, §4): the token under the storage key `token`, a copy of the user
 * under `me`. Logged in exactly when a token is stored and its `exp` (seconds) lies in the future;
 * an unreadable or expired token counts as logged out and is removed.
 */

import { isTokenValid, storage, TOKEN_KEY, tokenExpiry } from "./token.ts";

export { isTokenValid, TOKEN_KEY, tokenExpiry } from "./token.ts";
export const USER_KEY = "me";

export type SessionUser = {
  name: string;
  email: string;
  points?: number;
  /** Whether the address is confirmed; older stored copies may lack it. */
  emailVerified?: boolean;
};

/**
 * Set in this tab when the session ended without the person asking (the server refused the
 * token, or it expired), so the login page can say why it is showing. Read once, then removed.
 */
const ENDED_KEY = "session-ended";

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** setTimeout cannot wait longer than this (about 24.8 days); longer waits are re-armed. */
const MAX_TIMER_MS = 2_147_483_647;

const listeners = new Set<() => void>();
function emit() {
  for (const listener of listeners) listener();
}

/** Subscribes to session changes, in this tab and (through storage events) in others. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

/** The stored token when it is valid; an invalid one is removed on the way. */
export function getToken(now = Date.now()): string | null {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  if (token === null) return null;
  if (isTokenValid(token, now)) return token;
  clearSession();
  return null;
}

export function isLoggedIn(now = Date.now()): boolean {
  return getToken(now) !== null;
}

export function getStoredUser(): SessionUser | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return user && typeof user === "object" && "email" in user ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

export function startSession(token: string, user: SessionUser): void {
  tabStorage()?.removeItem(ENDED_KEY);
  const store = storage();
  store?.setItem(TOKEN_KEY, token);
  store?.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

export function updateStoredUser(user: SessionUser): void {
  storage()?.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

export function clearSession(): void {
  const store = storage();
  const had = store?.getItem(TOKEN_KEY) !== null || store?.getItem(USER_KEY) !== null;
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(USER_KEY);
  if (had) emit();
}

/**
 * Calls `onExpire` when the stored token expires (at once if it already has). Returns a
 * function that cancels the timer.
 */
export function scheduleExpiry(onExpire: () => void, now = Date.now()): () => void {
  const token = storage()?.getItem(TOKEN_KEY) ?? null;
  const expiry = token ? tokenExpiry(token) : null;
  if (expiry === null || expiry <= now) {
    onExpire();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout>;
  const arm = (remaining: number) => {
    timer = setTimeout(
      () => {
        const left = expiry - Date.now();
        if (left > 0) arm(left);
        else onExpire();
      },
      Math.min(remaining, MAX_TIMER_MS),
    );
  };
  arm(expiry - now);
  return () => clearTimeout(timer);
}

/** Ends the session because it ran out or the server refused it; the login page explains once. */
export function expireSession(): void {
  tabStorage()?.setItem(ENDED_KEY, "1");
  clearSession();
}

/** Whether the last session in this tab ended on its own; answers true once. */
export function takeSessionEnded(): boolean {
  const store = tabStorage();
  const ended = store?.getItem(ENDED_KEY) === "1";
  if (ended) store?.removeItem(ENDED_KEY);
  return ended;
}

/**
 * Ends the session after a guarded page's data failed to load: a 401 means the server ended it
 * (the login page says so), anything else logs out silently (SPEC §8).
 */
export function endSessionAfter(status: number): void {
  if (status === 401) expireSession();
  else clearSession();
}
