import { useCallback, useRef, useState } from "react";

/**
 * The state every account form shares: the message to show and whether a request is running.
 * A second submit while one runs is ignored; the fields stay enabled so focus never jumps away.
 */
export function useFormAction() {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  /** Runs the request; the message it resolves to replaces the previous one. */
  const run = useCallback(async (task: () => Promise<string | null>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await task());
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { message, setMessage, busy, run };
}
