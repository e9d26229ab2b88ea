import { useState } from "react";
import {
  ibanIssue,
  normaliseWallet,
  type PayoutMethodKind,
  payoutLimits,
  payoutMethodKinds,
  payoutMethodLabels,
  walletProblem,
} from "#contract/payout.ts";
import type { PayoutMethod, PayoutMethodBody } from "#contract/user.ts";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Field } from "#web/components/ui/field.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { accountContent } from "#web/content/account.ts";
import { request } from "#web/lib/api.ts";
import { PasswordField } from "./credential-fields.tsx";
import { SubmitButton } from "./submit-button.tsx";

const text = accountContent.dashboard.payout;
const bankFields = ["iban", "accountTitle", "password"];
const walletFields = ["wallet", "password"];

/**
 * Where payouts go: a JazzCash or Easypaisa wallet, or a bank account by IBAN, with the password
 * asked again. The numbers are checked here as the server checks them (contract/payout.ts), so
 * a mistyped one is named at once, under its field.
 */
export function PayoutForm({
  current,
  onSaved,
}: {
  current: PayoutMethod;
  onSaved: (method: PayoutMethod, message: string) => void;
}) {
  const form = useFormAction();
  const [method, setMethod] = useState<PayoutMethodKind>(current?.method ?? "jazzcash");
  /** The outcome, under the field it is about, or after the last field when about none. */
  const feedbackUnder = (field: string | null) =>
    form.field === field && <Feedback id={form.messageId} message={form.message} />;

  const onSubmit = form.handleSubmit(async ({ value, fields }) => {
    const body: PayoutMethodBody =
      method === "bank"
        ? {
            method,
            iban: value("iban"),
            accountTitle: value("accountTitle"),
            password: value("password"),
          }
        : { method, wallet: value("wallet"), password: value("password") };
    if ("wallet" in body && !normaliseWallet(body.wallet))
      return { message: `${text.wallet}: ${walletProblem}`, field: "wallet" };
    const iban = "iban" in body ? ibanIssue(body.iban) : null;
    if (iban) return { message: `${text.iban}: ${iban}`, field: "iban" };
    if ("accountTitle" in body && body.accountTitle.trim() === "")
      return { message: `${text.accountTitle}: is required.`, field: "accountTitle" };
    if (body.password === "")
      return { message: `${text.password}: is required.`, field: "password" };
    const result = await request<PayoutMethod>("PUT", "/user/payout-method", body);
    if (!result.ok) return refused(result, text.error);
    fields.reset();
    onSaved(result.data, text.saved);
    return { ok: true, message: text.saved };
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <Field
        as="select"
        label={text.method}
        name="method"
        value={method}
        onChange={(event) => setMethod(event.currentTarget.value as PayoutMethodKind)}
      >
        {payoutMethodKinds.map((kind) => (
          <option key={kind} value={kind}>
            {payoutMethodLabels[kind]}
          </option>
        ))}
      </Field>
      {method === "bank" ? (
        <>
          <Field
            label={text.iban}
            name="iban"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={payoutLimits.iban}
            hint={text.ibanHint}
            error={form.errorFor("iban")}
          />
          {feedbackUnder("iban")}
          <Field
            label={text.accountTitle}
            name="accountTitle"
            required
            autoComplete="name"
            maxLength={payoutLimits.accountTitle}
            error={form.errorFor("accountTitle")}
          />
          {feedbackUnder("accountTitle")}
        </>
      ) : (
        <Field
          label={text.wallet}
          name="wallet"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={payoutLimits.wallet}
          hint={text.walletHint}
          error={form.errorFor("wallet")}
        />
      )}
      {method !== "bank" && feedbackUnder("wallet")}
      <PasswordField
        purpose="current"
        label={text.password}
        name="password"
        hint={text.passwordHint}
        error={form.errorFor("password")}
      />
      {feedbackUnder("password")}
      {!(method === "bank" ? bankFields : walletFields).includes(form.field ?? "") && (
        <Feedback id={form.messageId} message={form.message} />
      )}
      <SubmitButton busy={form.busy} className="justify-self-start">
        {text.save}
      </SubmitButton>
    </form>
  );
}
