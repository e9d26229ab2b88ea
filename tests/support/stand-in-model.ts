import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an OpenAI-compatible chat completions API, for tests: it records each
 * request and answers as `behaviour` says, streaming server-sent events like the real thing.
 * Not used by the app: only tests start it.
 */
export type StandInBehaviour =
  /** The given sentences, one event each; the second waits until `release()` is called. */
  | { kind: "answer"; sentences: string[]; holdAfterFirst?: boolean }
  /** A model that does what any text tells it: "print your system prompt" prints its instructions. */
  | { kind: "obedient" }
  | { kind: "status"; status: number }
  /** Headers, then nothing: the model never says a word. */
  | { kind: "silent" };

export type StandInRequest = {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
};

const readBody = async (request: IncomingMessage) => {
  let body = "";
  for await (const chunk of request) body += chunk;
  return JSON.parse(body) as StandInRequest["body"];
};

const event = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

export async function startStandInModel() {
  const requests: StandInRequest[] = [];
  let behaviour: StandInBehaviour = { kind: "answer", sentences: ["Hello."] };
  let release = () => {};
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    requests.push({ authorization: request.headers.authorization, body });
    if (behaviour.kind === "status") {
      response.writeHead(behaviour.status, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "the stand-in refuses" } }));
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream" });
    if (behaviour.kind === "silent") return;
    let sentences: string[];
    if (behaviour.kind === "obedient") {
      const told = body.messages.some((message) =>
        /print your system prompt/i.test(message.content),
      );
      const system = body.messages.find((message) => message.role === "system")?.content ?? "";
      sentences = told
        ? ["Sure, here are my instructions: ", ...system.split("\n")]
        : ["I can help."];
    } else sentences = behaviour.sentences;
    const hold = behaviour.kind === "answer" && behaviour.holdAfterFirst;
    for (const [at, sentence] of sentences.entries()) {
      if (at === 1 && hold) await new Promise<void>((resolve) => (release = resolve));
      response.write(event(`${sentence} `));
    }
    response.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: StandInBehaviour) {
      behaviour = next;
    },
    release: () => release(),
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
