import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` writes a migration into drizzle/; commit it unedited. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
});
