import { Suspense, useState } from "react";
import { payoutMethodLabels } from "#contract/payout.ts";
import type { PayoutMethod } from "#contract/user.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { accountContent } from "#web/content/account.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { DashboardCard } from "./dashboard-card.tsx";

const text = accountContent.dashboard.payout;

const payoutForm = lazyPart(() => import("./payout-form.tsx").then((module) => module.PayoutForm));

/**
 * Where the member's payouts go, masked, and the form to give or change it (its code loads when
 * it is asked for). A redemption waiting for details makes the card ask for them first.
 */
export function PayoutDetails({
  current,
  waiting,
  onSaved,
}: {
  current: PayoutMethod | undefined;
  waiting: boolean;
  onSaved: () => void;
}) {
  const [method, setMethod] = useState(current ?? null);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <DashboardCard icon="wallet" title={text.title}>
      {waiting && !method && <Feedback message={text.waiting} className="mt-3" />}
      <p className="mt-3 text-[0.9375rem] text-slate-700">
        {method
          ? text.current(payoutMethodLabels[method.method], method.account, method.accountTitle)
          : text.none}
      </p>
      <p className="mt-1 text-sm text-slate-600">{text.lead}</p>
      {saved && !open && <Feedback message={saved} className="mt-3" />}
      {open ? (
        <Suspense fallback={<p className="mt-4 text-sm text-slate-600">{text.loading}</p>}>
          <payoutForm.Part
            current={method}
            onSaved={(next, message) => {
              setMethod(next);
              setSaved(message);
              setOpen(false);
              onSaved();
            }}
          />
        </Suspense>
      ) : (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setSaved(null);
            setOpen(true);
          }}
          onPointerEnter={payoutForm.preload}
          onFocus={payoutForm.preload}
        >
          {method ? text.change : text.add}
        </Button>
      )}
    </DashboardCard>
  );
}
