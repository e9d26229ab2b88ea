import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageBody } from "#contract/common.ts";
import {
  type ContactMessage,
  ContactToken,
  contactMessageSchema,
  contactResultPaths,
  isHoneypotFilled,
} from "#contract/contact.ts";
import { errorResponses } from "#server/http/openapi.ts";
import type { Insights } from "#server/insights/service.ts";
import { visitClientOf } from "#server/insights/visitor.ts";
import type { LeadService } from "#server/leads/service.ts";
import { type RateLimiter, waitText } from "#server/plugins/rate-limit.ts";
import type { FormTokens } from "./form-token.ts";
import { exceededLimit, isNativeForm, tooManyRequests } from "./native-form.ts";
import { type ContactService, contactAnswers, describeProblem } from "./service.ts";

const RedirectAnswer = z.null().describe("See Other: the page that shows the outcome");

/**
 * The contact form's API. Routes that accept native form posts live in a scope with the
 * urlencoded parser (see server/app.ts).
 */
export function registerContactRoutes(
  api: FastifyInstance,
  deps: {
    contact: ContactService;
    leads: Pick<LeadService, "createFromContact">;
    formTokens: FormTokens;
    limiter: RateLimiter;
    insights: Pick<Insights, "convert">;
    /** The signed-in member a request's bearer token names, or null: never an error. */
    memberOf: (request: FastifyRequest) => Promise<string | null>;
  },
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { contact, limiter } = deps;

  app.get(
    "/contact/token",
    {
      schema: {
        tags: ["contact"],
        summary: "A signed, single-use timestamp for the contact form's hidden formToken field",
        description:
          "The form fetches one when it comes to life and after each message it sends. A message " +
          "sent less than 2 seconds after its token, without a valid token, or with a token " +
          "another message used scores as maybe spam and waits in the admin area's Check queue " +
          "(it is answered like any other).",
        response: { 200: ContactToken },
      },
    },
    async () => ({ token: deps.formTokens.issue() }),
  );

  app.post(
    "/contact",
    {
      schema: {
        tags: ["contact"],
        summary: "Send a message to the company",
        description:
          "JSON answers 201, 400 or 429 with `{ message, field? }`. A native form post " +
          "(application/x-www-form-urlencoded) is answered with a 303 to /contact/sent, or to " +
          "/contact/error which shows the problem and the form filled in again.",
        body: contactMessageSchema,
        response: {
          201: MessageBody,
          303: RedirectAnswer,
          ...errorResponses(400, 415, 429),
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const native = isNativeForm(request);
      const limited = await exceededLimit(api, limiter, request, reply, "contactPerIp");
      if (limited) {
        const problem = contactAnswers.tooMany(waitText(limited.seconds));
        if (!native) throw tooManyRequests(problem, limited.seconds);
        // What was typed is kept, as for a refused field, unless this address keeps flooding us.
        const flooding = await exceededLimit(api, limiter, request, reply, "contactDraftPerIp");
        if (flooding)
          return reply.redirect(
            `${contactResultPaths.error}?reason=too-many&wait=${limited.seconds}#${contactResultPaths.errorAnchor}`,
            303,
          );
        const draft = await contact.saveDraft(request.body, { message: problem });
        return reply.redirect(
          `${contactResultPaths.error}?draft=${draft}#${contactResultPaths.errorAnchor}`,
          303,
        );
      }
      if (request.validationError) {
        const refusal = describeProblem(request.body) ?? { message: contactAnswers.notValid };
        if (!native) return reply.code(400).send(refusal);
        const draft = await contact.saveDraft(request.body, refusal);
        return reply.redirect(
          `${contactResultPaths.error}?draft=${draft}#${contactResultPaths.errorAnchor}`,
          303,
        );
      }
      const message = request.body as ContactMessage;
      const client = visitClientOf(request);
      const { stage } = await deps.leads.createFromContact({
        written: message,
        form: {
          honeypot: isHoneypotFilled(message),
          token: deps.formTokens.check(message.formToken),
        },
        visit: { client, memberId: await deps.memberOf(request) },
      });
      if (stage !== "spam") await deps.insights.convert("contact", { client });
      if (native) return reply.redirect(contactResultPaths.sent, 303);
      return reply.code(201).send({ message: contactAnswers.received(message.firstName) });
    },
  );
}
