import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { type ContactField, contactFields, contactResultPaths } from "#contract/contact.ts";
import { escapeHtml } from "#server/mail/templates.ts";
import { waitText } from "#server/plugins/rate-limit.ts";
import { pageCsp } from "#server/plugins/security-headers.ts";
import { type ContactService, contactAnswers } from "./service.ts";

export const errorPageText = {
  expired:
    "This page has expired, so what you typed is no longer kept. Please fill in the form again.",
} as const;

/**
 * Removes every script and the inlined critical CSS, so the page is plain HTML that needs no
 * hashes and never hydrates. Its stylesheets, which a script would have added, come from the
 * links the page keeps for browsers without JavaScript: the full stylesheet and the font faces'
 * (scripts/build/critical-css.ts).
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "")
    .replace(/<style>[\s\S]*?<\/style>/g, "")
    .replace(/<noscript>((?:<link rel="stylesheet" href="[^"]+">)+)<\/noscript>/g, "$1");
}

/**
 * Fills the prerendered error page with what the visitor typed and what went wrong. Only the
 * contact form's own markup is touched (the footer has an e-mail field too).
 */
export function fillErrorPage(
  template: string,
  outcome: { problem: string; field?: string | null; fields?: Record<string, string> },
): string {
  const html = withoutScripts(template).replace(
    /(<p id="contact-problem"[^>]*>)[\s\S]*?(<\/p>)/,
    (_match, open: string, close: string) => `${open}${escapeHtml(outcome.problem)}${close}`,
  );
  const start = html.indexOf('<form id="contact-form"');
  const end = html.indexOf("</form>", start);
  if (start < 0 || end < 0) return html;
  let form = html.slice(start, end);
  for (const name of contactFields as readonly ContactField[]) {
    const value = outcome.fields?.[name] ?? "";
    // Not autofocus: the page opens at the problem's sentence, right above the form.
    const invalid =
      outcome.field === name ? ' aria-invalid="true" aria-describedby="contact-problem"' : "";
    if (name === "message") {
      // The parser drops one newline right after <textarea>; this one is it.
      form = form.replace(
        /(<textarea\b[^>]*\bname="message"[^>]*)>[\s\S]*?<\/textarea>/,
        (_match, open: string) => `${open}${invalid}>\n${escapeHtml(value)}</textarea>`,
      );
    } else {
      form = form.replace(
        new RegExp(`<input\\b([^>]*?)\\bname="${name}"([^>]*?)\\s*/?>`),
        (_match, before: string, after: string) =>
          `<input${before}name="${name}"${after.replace(/\svalue="[^"]*"/, "")} value="${escapeHtml(value)}"${invalid}/>`,
      );
    }
  }
  return html.slice(0, start) + form + html.slice(end);
}

const Query = z.object({
  draft: z.string().max(64).optional(),
  reason: z.enum(["too-many"]).optional(),
  wait: z.coerce.number().int().min(1).max(86_400).optional(),
});

/**
 * GET /contact/error: where a native (no-JavaScript) post of the contact form lands when the
 * server refused it. With a draft (or a reason) the prerendered page is sent without its scripts,
 * filled in on the server; plain, it is the ordinary page. Register after the static site.
 */
export function registerContactErrorPage(
  app: FastifyInstance,
  deps: { siteDir: string; production: boolean; contact: ContactService },
) {
  const page = `${contactResultPaths.error.slice(1)}/index.html`;
  const file = join(deps.siteDir, page);
  if (!existsSync(file)) {
    app.log.warn({ file }, "the contact error page is missing from the build");
    return;
  }
  const template = readFileSync(file, "utf8");

  const send = (reply: FastifyReply, html: string) =>
    reply
      .code(200)
      .header("content-type", "text/html; charset=utf-8")
      // What a visitor typed: no cache keeps it, and the address never leaves in a Referer.
      .header("cache-control", "no-store")
      .header("content-security-policy", pageCsp({ production: deps.production }))
      .send(html);

  app.get(
    contactResultPaths.error,
    {
      onSend: async (_request, reply, payload) => {
        reply.header("referrer-policy", "no-referrer");
        return payload;
      },
    },
    async (request, reply) => {
      const query = Query.safeParse(request.query);
      const { draft, reason, wait } = query.success ? query.data : {};
      if (reason === "too-many")
        return send(
          reply,
          fillErrorPage(template, { problem: contactAnswers.tooMany(waitText(wait ?? 3600)) }),
        );
      if (draft !== undefined) {
        const saved = await deps.contact.readDraft(draft);
        return send(
          reply,
          fillErrorPage(
            template,
            saved
              ? { problem: saved.problem, field: saved.field, fields: saved.fields }
              : { problem: errorPageText.expired },
          ),
        );
      }
      return reply.header("vary", "Accept-Encoding").sendFile(page);
    },
  );
}
