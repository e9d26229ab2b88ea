import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { MessageBody } from "#contract/common.ts";
import { sessionMessages } from "#web/content/session.ts";
import { onUnauthorized, postJson } from "#web/lib/api.ts";
import {
  clearSession,
  expireSession,
  isLoggedIn,
  scheduleExpiry,
  subscribe,
} from "#web/lib/session.ts";

/** How long Logout waits for the server before leaving anyway. */
export const LOGOUT_WAIT_MS = 5000;

/**
 * The session of a guarded area (the account pages, the admin area). It ends at the token's
 * expiry and on any 401, and the login page then says so; it ends quietly when another tab logs
 * out. Logout asks the server to end the session first, and clears it here whatever the answer.
 */
export function useSessionGuard() {
  const navigate = useNavigate();
  /** "left" once the session has ended here: whichever of logout, expiry or a 401 came first. */
  const phase = useRef<"in" | "logging-out" | "left">("in");
  const [loggingOut, setLoggingOut] = useState(false);

  const leave = useCallback(
    (to: string, state: unknown, ended = false) => {
      if (phase.current === "left") return;
      phase.current = "left";
      if (ended) expireSession();
      else clearSession();
      navigate(to, { replace: true, state });
    },
    [navigate],
  );

  /** Ends the session here and leaves the area: to /login unless told otherwise. */
  const signOut = useCallback((to = "/login", state?: unknown) => leave(to, state), [leave]);

  /** The Logout button (SPEC §4): POST /auth/logout, then clear the session and go to /login. */
  const logOut = useCallback(async () => {
    if (phase.current !== "in") return;
    phase.current = "logging-out";
    setLoggingOut(true);
    const result = await postJson<MessageBody>("/auth/logout", undefined, {
      signal: AbortSignal.timeout(LOGOUT_WAIT_MS),
    });
    // A 401 means the server had ended the session already: that is logged out too.
    const notice = result.ok
      ? result.data.message || sessionMessages.loggedOut
      : result.status === 401
        ? sessionMessages.loggedOut
        : sessionMessages.logoutUnconfirmed;
    leave("/login", { notice });
  }, [leave]);

  useEffect(() => {
    const expire = () => {
      // A logout in flight ends the session itself; a 401 on its way is no surprise.
      if (phase.current === "in") leave("/login", undefined, true);
    };
    let cancelTimer = scheduleExpiry(expire);
    const stopWatching = subscribe(() => {
      if (phase.current !== "in") return;
      if (!isLoggedIn()) return signOut();
      // A new token (a password change here, a login in another tab) has its own expiry.
      cancelTimer();
      cancelTimer = scheduleExpiry(expire);
    });
    const stopListening = onUnauthorized(expire);
    return () => {
      cancelTimer();
      stopWatching();
      stopListening();
    };
  }, [leave, signOut]);

  return { signOut, logOut, loggingOut };
}
