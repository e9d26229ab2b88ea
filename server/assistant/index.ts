import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AssistantConversation,
  type AssistantEvent,
  AssistantQuestion,
  AssistantSent,
} from "#contract/assistant.ts";
import type { Config } from "#server/config.ts";
import { HttpError } from "#server/http/errors.ts";
import { bearerAuth, errorResponses } from "#server/http/openapi.ts";
import type { Insights } from "#server/insights/service.ts";
import { visitClientOf } from "#server/insights/visitor.ts";
import type { LeadService } from "#server/leads/service.ts";
import type { RateLimiter } from "#server/plugins/rate-limit.ts";
import type { SiteSearch } from "#server/search/index.ts";
import { type AnswerDeps, answerQuestion } from "./answer.ts";
import type { ChatEndpoint } from "./chat-endpoint.ts";
import { isConfirmedMember } from "./confirmed-member.ts";

/** The language model's service from the configuration, or null when it is not set. */
export function chatEndpointOf(config: Config): ChatEndpoint | null {
  const { ASSISTANT_API_URL: url, ASSISTANT_MODEL: model, ASSISTANT_API_KEY: key } = config;
  return url && model && key
    ? { url, model, key, timeoutMs: config.ASSISTANT_TIMEOUT * 1000 }
    : null;
}

export const assistantAnswers = {
  unconfirmed:
    "Please confirm your e-mail address first: the link is in the e-mail we sent when you signed up.",
  sent: "✅ Your conversation is with our team. We will reply by e-mail.",
  call: "✅ Your conversation is with our team. Now choose a time for the call.",
} as const;

export type AssistantDeps = {
  search: SiteSearch;
  endpoint: ChatEndpoint | null;
  limiter: RateLimiter;
  insights: Pick<Insights, "convert">;
  leads: Pick<LeadService, "createFromAssistant">;
};

/**
 * The members' assistant, inside the signed-in account's scope: POST /assistant/ask streams an
 * answer, POST /assistant/send turns a conversation into a lead. Confirmed members only: the
 * model costs money per question, and a lead needs an address that is known to be real.
 */
export function registerAssistantRoutes(account: FastifyInstance, deps: AssistantDeps) {
  const app = account.withTypeProvider<ZodTypeProvider>();
  const answerDeps: AnswerDeps = { search: deps.search, endpoint: deps.endpoint };

  const requireConfirmed = async (request: FastifyRequest) => {
    if (!(await isConfirmedMember(account.db, request.userId)))
      throw new HttpError(403, assistantAnswers.unconfirmed);
  };

  app.post(
    "/assistant/ask",
    {
      schema: {
        tags: ["assistant"],
        security: bearerAuth,
        summary: "Ask the site assistant; the answer streams as JSON lines",
        description:
          "Answers from the site's own pages. Streams `application/x-ndjson`: `sources` (the " +
          "passages found), `delta` (the answer, a sentence at a time), `replace` and `notice` " +
          "(the answer withdrawn in favour of the passages, and why), then `done` with its `mode`: " +
          "`model`, `passages` or `declined` (not a question about the site).",
        body: AssistantQuestion,
        response: errorResponses(400, 401, 403, 429),
      },
      preHandler: [deps.limiter.guard("assistantPerUser", "assistantPerIp"), requireConfirmed],
    },
    async (request, reply) => {
      const stream = new PassThrough();
      const send = (event: AssistantEvent) => {
        if (!stream.writableEnded) stream.write(`${JSON.stringify(event)}\n`);
      };
      const gone = new AbortController();
      request.raw.on("close", () => gone.abort());
      void answerQuestion(answerDeps, request.body, send, gone.signal)
        .catch((error: unknown) => {
          request.log.error({ err: error }, "the assistant failed");
          send({ type: "notice", message: "The assistant failed. Please try again." });
          send({ type: "done", mode: "declined" });
        })
        .finally(() => stream.end());
      return (
        reply
          .header("content-type", "application/x-ndjson; charset=utf-8")
          // A proxy must pass each line on as it comes, not gather the answer first.
          .header("x-accel-buffering", "no")
          // A stream is sent as it is, past the response schemas (which describe the refusals).
          .send(stream as never)
      );
    },
  );

  app.post(
    "/assistant/send",
    {
      // A long conversation is larger than the API's usual 16 KB.
      bodyLimit: 128 * 1024,
      schema: {
        tags: ["assistant"],
        security: bearerAuth,
        summary: "Send a conversation with the assistant to the team, as a lead",
        description:
          "Stores the conversation as a lead (its transcript the message, attributed like a " +
          "contact message) and tells the company inbox. `intent: call` marks it as the start " +
          "of a booked call.",
        body: AssistantConversation,
        response: { 201: AssistantSent, ...errorResponses(400, 401, 403, 429) },
      },
      preHandler: [deps.limiter.guard("assistantSendPerUser"), requireConfirmed],
    },
    async (request, reply) => {
      const client = visitClientOf(request);
      const { id } = await deps.leads.createFromAssistant({
        conversation: request.body,
        visit: { client, memberId: request.userId },
      });
      await deps.insights.convert("contact", { client });
      const message =
        request.body.intent === "call" ? assistantAnswers.call : assistantAnswers.sent;
      return reply.code(201).send({ message, leadId: id });
    },
  );
}
