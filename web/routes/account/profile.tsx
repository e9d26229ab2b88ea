import { useRevalidator } from "react-router";
import type { UpdateNameBody, User } from "#contract/user.ts";
import { useAccount } from "#web/components/account/account-context.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { Panel } from "#web/components/account/panel.tsx";
import { SubmitButton } from "#web/components/account/submit-button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Field, RequiredNote } from "#web/components/ui/field.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { accountContent, accountMessages, fieldLimits } from "#web/content/account.ts";
import { request } from "#web/lib/api.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { updateStoredUser } from "#web/lib/session.ts";

const text = accountContent.profile;

export const meta = () => pageMeta({ ...text.meta, path: "/profile", index: false });

/** The spec's sidebar links here without defining the page: the account's details, name editable. */
export default function Profile() {
  const { user } = useAccount();
  const revalidator = useRevalidator();
  const form = useFormAction();

  const onSubmit = form.handleSubmit(async ({ value }) => {
    const body: UpdateNameBody = { name: value("name") };
    const result = await request<User>("PATCH", "/user/me", body);
    if (!result.ok) return refused(result, accountMessages.nameError);
    updateStoredUser(result.data);
    await revalidator.revalidate();
    return { ok: true, message: accountMessages.nameSaved };
  });

  return (
    <>
      <AccountHeading eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <Panel title={text.detailsTitle}>
        <form onSubmit={onSubmit} className="grid max-w-xl gap-5">
          <RequiredNote>{accountContent.requiredNote}</RequiredNote>
          <Field
            label={text.name}
            name="name"
            autoComplete="name"
            required
            maxLength={fieldLimits.name}
            defaultValue={user.name}
            error={form.errorFor("name")}
          />
          <Field label={text.email} name="email" type="email" readOnly value={user.email} />
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton busy={form.busy}>{text.save}</SubmitButton>
          </div>
          <Feedback id={form.messageId} message={form.message} />
        </form>
      </Panel>
    </>
  );
}
