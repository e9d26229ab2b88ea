/**
 * How React Router's build renders each prerendered page to a file. The server never renders: it
 * serves the built files.
 * React's static prerender waits for all of a page's content, lazily loaded parts included, so
 * each file holds the whole page in order, with no streamed tail of hidden parts and the inline
 * scripts that would put them in place.
 * Having an entry of our own also lets @react-router/node be a development dependency: without
 * one, React Router's build insists on finding that package among the production dependencies.
 */
import type { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { prerenderToNodeStream } from "react-dom/static";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  responseHeaders.set("Content-Type", "text/html");
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let status = responseStatusCode;
  const { prelude } = await prerenderToNodeStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      // A completed part is never moved to the end of the file for progressive display.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        // A part that fails to render fails the build's page, loudly.
        status = 500;
        console.error(error);
      },
    },
  );
  return new Response(createReadableStreamFromReadable(prelude as Readable), {
    headers: responseHeaders,
    status,
  });
}
