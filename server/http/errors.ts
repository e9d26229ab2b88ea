import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { ApiError } from "#contract/errors.ts";
import { fieldLabels } from "#contract/fields.ts";
import { dbErrorInfo } from "#server/db/errors.ts";

/**
 * An answer for the client: its status, a message the interface shows as it is and, when one
 * input is at fault, that input's name (the body's `field`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** A refused input: a 400 (unless told otherwise) whose body names the field at fault. */
export const fieldError = (field: string, message: string, statusCode = 400) =>
  new HttpError(statusCode, message, {}, field);

/** The error body: `{ message }`, with `field` only when one input is at fault. */
export const apiError = (message: string, field?: string): ApiError =>
  field === undefined ? { message } : { message, field };

type ValidationIssue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
};

const partNames: Record<string, string> = {
  body: "Request body",
  headers: "Request headers",
  querystring: "Query string",
  params: "Address",
};

/** Keeps attacker-chosen names short when they are repeated back. */
const shorten = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/**
 * The first problem as the error body: "Password: must be at least 8 characters." with
 * `field: "password"`, the issue's path (dotted when nested). A field nobody sent (an unknown
 * key) or a body that is not an object has no field to name.
 */
export function validationError(
  issues: readonly ValidationIssue[],
  context: string | undefined,
): ApiError {
  const issue = issues[0];
  if (!issue) return { message: "The request is not valid." };
  const path = (issue.instancePath ?? "").split("/").filter(Boolean);
  if (issue.keyword === "unrecognized_keys") {
    const keys = Array.isArray(issue.params?.keys) ? issue.params.keys.map(String) : [];
    const where = path.length > 0 ? ` in ${path.join(".")}` : "";
    return {
      message:
        keys.length === 1
          ? `Unknown field "${shorten(keys[0]!)}"${where}.`
          : `Unknown fields${where}: ${keys.map((key) => `"${shorten(key)}"`).join(", ")}.`,
    };
  }
  if (path.length === 0) {
    const part = partNames[context ?? "body"] ?? "Request";
    return {
      message:
        context === "body" || context === undefined
          ? `${part}: must be a JSON object.`
          : `${part}: ${issue.message ?? "is not valid."}`,
    };
  }
  const field = path.join(".");
  const label = fieldLabels[path[path.length - 1]!] ?? shorten(field);
  return { message: `${label}: ${issue.message ?? "is not valid."}`, field: shorten(field) };
}

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request body as JSON (Content-Type: application/json).",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request body does not match its Content-Length.",
};

/** SQLSTATEs of text the database cannot hold: 22021 invalid byte sequence, 22P05 untranslatable. */
const unstorableText = new Set(["22021", "22P05"]);
export const unstorableTextMessage =
  "The request contains a character that cannot be stored (a NUL character). Remove it and try again.";

export const serverErrorMessage = "Something went wrong on our side. Please try again.";

/**
 * Every error becomes `{ message, field? }` (contract/errors.ts). Client mistakes get a 4xx that
 * says what to fix and, when one input is at fault, names it; anything else is a 500 whose
 * details stay in the log, and database errors are logged by code and constraint only, because
 * their messages carry the query's parameters.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return reply.code(error.statusCode).send(apiError(error.message, error.field));
  }
  if (Array.isArray(error.validation))
    return reply.code(400).send(validationError(error.validation, error.validationContext));
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status < 500) {
    const parseError = error instanceof SyntaxError && status === 400;
    const message =
      (error.code && clientErrorMessages[error.code]) ??
      (parseError ? "The request body is not valid JSON." : error.message);
    return reply.code(status).send({ message });
  }
  const db = dbErrorInfo(error);
  // Text PostgreSQL cannot store (a NUL character), in whatever field a request put it: a
  // client's mistake, and the failed statement changed nothing.
  if (db?.dbCode && unstorableText.has(db.dbCode))
    return reply.code(400).send({ message: unstorableTextMessage });
  request.log.error(
    db
      ? { err: { type: "DatabaseError", ...db } }
      : { err: { type: error.name, message: error.message } },
    "request failed",
  );
  return reply.code(500).send({ message: serverErrorMessage });
}
