import { useAccount } from "#web/components/account/account-context.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { ChangePasswordForm } from "#web/components/account/change-password-form.tsx";
import { DeleteAccount } from "#web/components/account/delete-account.tsx";
import { LogoutEverywhere } from "#web/components/account/logout-everywhere.tsx";
import { Panel } from "#web/components/account/panel.tsx";
import { settingsCopy } from "#web/content/settings.ts";
import { pageMeta } from "#web/lib/meta.ts";

const text = settingsCopy;

export const meta = () => pageMeta({ ...text.meta, path: "/settings", index: false });

/**
 * The spec's sidebar links here without defining the page: password change, logging out on every
 * device and account deletion.
 */
export default function Settings() {
  const { user, signOut } = useAccount();
  return (
    <>
      <AccountHeading eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <div className="grid gap-6">
        <Panel title={text.password.title} lead={text.password.lead}>
          <ChangePasswordForm user={user} />
        </Panel>
        <Panel title={text.everywhere.title} lead={text.everywhere.lead}>
          <LogoutEverywhere onDone={(notice) => signOut("/login", { notice })} />
        </Panel>
        <Panel title={text.delete.title} lead={text.delete.lead} tone="danger">
          <DeleteAccount onDeleted={(notice) => signOut("/", { notice })} />
        </Panel>
      </div>
    </>
  );
}
