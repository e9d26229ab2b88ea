/**
 * Grants or revokes the administrator role:
 *   npm run admin -- grant EMAIL
 *   npm run admin -- revoke EMAIL
 *   npm run admin -- list
 * It opens the same database as the server (DATABASE_URL, or the embedded one in DATA_DIR). The
 * embedded database belongs to one process at a time: while a server runs on it, this command
 * refuses and says so (stop the server, or list the address in ADMIN_EMAILS: its owner then
 * confirms it with the link e-mailed at their next login). With PostgreSQL it works while servers
 * run; they read the role on every admin request. This command is the direct way: no e-mail.
 */
import { listAdmins, setRole } from "#server/admin/roles.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/index.ts";

const usage = `Usage:
  npm run admin -- grant EMAIL    make the account with this e-mail an administrator
  npm run admin -- revoke EMAIL   take the administrator role away again
  npm run admin -- list           show every account with the role`;

const outcomes = {
  granted: (email: string) => `${email} is now an administrator.`,
  revoked: (email: string) => `${email} is no longer an administrator.`,
  unchanged: (email: string) => `${email} already had that role; nothing changed.`,
  "no-account": (email: string) =>
    `No account uses ${email}. The person must sign up first, or list the address in ADMIN_EMAILS.`,
};

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (!(command === "list" || ((command === "grant" || command === "revoke") && email))) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      onLockLost: () => {},
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      /already in use/.test(message)
        ? `${message}\nThe role cannot be changed while the server runs on the embedded database. ` +
            "Stop the server and run this again, or add the address to ADMIN_EMAILS and restart " +
            "(its owner then confirms it with the link e-mailed at their next login)."
        : message,
    );
    return 1;
  }
  try {
    if (command === "list") {
      const admins = await listAdmins(database.db);
      if (admins.length === 0) console.log("No account has the administrator role.");
      for (const admin of admins) console.log(`${admin.email}\t${admin.name}`);
      if (config.ADMIN_EMAILS.length > 0)
        console.log(
          `ADMIN_EMAILS (administrators once confirmed by e-mail): ${config.ADMIN_EMAILS.join(", ")}`,
        );
      return 0;
    }
    const address = email!.trim().toLowerCase();
    const outcome = await setRole(database.db, address, command === "grant" ? "admin" : "user");
    console.log(outcomes[outcome](address));
    return outcome === "no-account" ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
