import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageBody } from "#contract/common.ts";
import {
  NewsletterBody,
  NewsletterTokenQuery,
  newsletterResultPaths,
} from "#contract/newsletter.ts";
import { exceededLimit, isNativeForm, tooManyRequests } from "#server/contact/native-form.ts";
import { validationError } from "#server/http/errors.ts";
import { errorResponses, type ZodScope } from "#server/http/openapi.ts";
import type { Insights } from "#server/insights/service.ts";
import { visitClientOf } from "#server/insights/visitor.ts";
import type { Intake } from "#server/intake/requests.ts";
import { type RateLimiter, waitText } from "#server/plugins/rate-limit.ts";
import { type NewsletterService, newsletterAnswers } from "./service.ts";

const RedirectAnswer = z.null().describe("See Other: the page that shows the outcome");

/** Confirmation and unsubscribe addresses carry a token: it must never leave in a Referer. */
async function noReferrer(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header("referrer-policy", "no-referrer");
  return payload;
}

/**
 * The footer's newsletter box (double opt-in) and the links in newsletter e-mails. Register in a
 * scope with the urlencoded parser, so the box works as a native form too.
 */
type NewsletterRouteDeps = {
  newsletter: NewsletterService;
  limiter: RateLimiter;
  intake: Pick<Intake, "submit">;
  insights: Pick<Insights, "convert">;
};

export async function registerNewsletterRoutes(api: FastifyInstance, deps: NewsletterRouteDeps) {
  registerSubscribeRoute(api, deps);
  registerLinkRoutes(api.withTypeProvider<ZodTypeProvider>(), deps);
  await registerOneClickUnsubscribe(api, deps.newsletter);
}

/** The box's post: JSON from the page's script, or a native form post. */
function registerSubscribeRoute(api: FastifyInstance, deps: NewsletterRouteDeps) {
  const { limiter } = deps;
  api.withTypeProvider<ZodTypeProvider>().post(
    "/newsletter",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Subscribe: sends a confirmation link (double opt-in)",
        description:
          "The answer is the same whether the address is new, waiting for confirmation or already " +
          "subscribed. A native form post is answered with a 303 to the page showing the outcome.",
        body: NewsletterBody,
        response: { 202: MessageBody, 303: RedirectAnswer, ...errorResponses(400, 415, 429) },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const native = isNativeForm(request);
      const refuse = (seconds: number) => {
        if (native) return reply.redirect(newsletterResultPaths.tooMany, 303);
        throw tooManyRequests(newsletterAnswers.tooMany(waitText(seconds)), seconds);
      };
      const perIp = await exceededLimit(api, limiter, request, reply, "newsletterPerIp");
      if (perIp) return refuse(perIp.seconds);
      if (request.validationError) {
        if (native) return reply.redirect(newsletterResultPaths.invalid, 303);
        const issues = request.validationError.validation ?? [];
        return reply
          .code(400)
          .send(validationError(issues, request.validationError.validationContext));
      }
      const perEmail = await exceededLimit(api, limiter, request, reply, "newsletterPerEmail");
      if (perEmail) return refuse(perEmail.seconds);
      // Stored before answering, so a crash cannot lose it; the subscription itself is made
      // after, so the time taken says nothing about the address either.
      await deps.intake.submit("newsletter", request.body.email);
      // Carries the visit to the confirmation, which comes later from an e-mail.
      await deps.insights.convert("subscribe", {
        client: visitClientOf(request),
        subjectId: request.body.email,
      });
      if (native) return reply.redirect(newsletterResultPaths.pending, 303);
      return reply.code(202).send({ message: newsletterAnswers.pending });
    },
  );
}

/** The links in the confirmation e-mail and in every newsletter: each ends on an outcome page. */
function registerLinkRoutes(app: ZodScope, deps: NewsletterRouteDeps) {
  const { newsletter } = deps;
  app.get(
    "/newsletter/confirm",
    {
      schema: {
        tags: ["newsletter"],
        summary: "The link in the confirmation e-mail; redirects to the page saying the outcome",
        querystring: NewsletterTokenQuery,
        response: { 303: RedirectAnswer },
      },
      onSend: noReferrer,
    },
    async (request, reply) => {
      const { outcome, newlyConfirmed } = await newsletter.confirm(request.query.token);
      if (newlyConfirmed)
        await deps.insights.convert("newsletter", {
          follows: "subscribe",
          subjectId: newlyConfirmed,
        });
      return reply.redirect(
        outcome === "confirmed"
          ? newsletterResultPaths.confirmed
          : newsletterResultPaths.linkInvalid,
        303,
      );
    },
  );

  app.get(
    "/newsletter/unsubscribe",
    {
      schema: {
        tags: ["newsletter"],
        summary:
          "The unsubscribe link of every newsletter e-mail: one click, then the outcome page",
        querystring: NewsletterTokenQuery,
        response: { 303: RedirectAnswer },
      },
      onSend: noReferrer,
    },
    async (request, reply) => {
      const outcome = await newsletter.unsubscribe(request.query.token);
      return reply.redirect(
        outcome === "unsubscribed"
          ? newsletterResultPaths.unsubscribed
          : newsletterResultPaths.linkInvalid,
        303,
      );
    },
  );
}

/** The one-click unsubscribe mail apps send (RFC 8058), in a scope that takes their body. */
async function registerOneClickUnsubscribe(api: FastifyInstance, newsletter: NewsletterService) {
  await api.register(async (scope) => {
    // RFC 8058 lets mail apps send the one-click POST as multipart/form-data; its only field
    // (List-Unsubscribe=One-Click) says nothing the address does not, so the body is skipped.
    scope.addContentTypeParser("multipart/form-data", (_request, payload, done) => {
      payload.resume();
      payload.on("end", () => done(null, {}));
      payload.on("error", done);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/newsletter/unsubscribe",
      {
        schema: {
          tags: ["newsletter"],
          summary: "One-click unsubscribe from a mail app (RFC 8058 List-Unsubscribe-Post)",
          querystring: NewsletterTokenQuery,
          response: { 200: MessageBody, ...errorResponses(400) },
        },
        onSend: noReferrer,
      },
      async (request, reply) => {
        const outcome = await newsletter.unsubscribe(request.query.token);
        if (outcome === "invalid")
          return reply.code(400).send({ message: newsletterAnswers.linkInvalid });
        return { message: newsletterAnswers.unsubscribed };
      },
    );
  });
}
