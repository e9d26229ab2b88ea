import { useOutletContext } from "react-router";
import type { AdminMe } from "#contract/admin.ts";

/** What the guarded admin layout hands its pages. */
export type AdminContext = {
  admin: AdminMe;
  signOut: () => void;
};

export function useAdmin(): AdminContext {
  return useOutletContext<AdminContext>();
}
