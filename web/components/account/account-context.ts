import { useOutletContext } from "react-router";
import type { User } from "#contract/user.ts";

/** What the guarded layout hands its pages. */
export type AccountContext = {
  /** Fresh from GET /user/me when the area was entered or last revalidated. */
  user: User;
  /** Ends the session and leaves the area: to /login unless told otherwise. */
  signOut: (to?: string, state?: unknown) => void;
};

export function useAccount(): AccountContext {
  return useOutletContext<AccountContext>();
}
