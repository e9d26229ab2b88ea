import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

/** Starts the server and stops it cleanly: on SIGTERM it stops accepting, finishes, then exits. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error(
        { err: { type: error instanceof Error ? error.name : "Error" } },
        "shutdown failed",
      );
      process.exit(1);
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
