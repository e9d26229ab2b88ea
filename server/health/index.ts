import type { FastifyInstance } from "fastify";

export function registerHealthRoutes(api: FastifyInstance) {
  api.get("/health", async () => ({ status: "ok" }));
}
