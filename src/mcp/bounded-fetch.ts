/**
 * The fetch handed to the SDK's HTTP transports when the server is untrusted. Every request
 * (POSTs, the event streams, the session DELETE) is tied to the run's one signal, so that at
 * the deadline each of them ends, and nothing new starts afterwards; every byte read counts
 * against one limit for the whole listing; an error body is cut short before the SDK puts it
 * into a message.
 */
import { ServerError } from "./errors.js";
import { capErrorText, ERROR_BODY_CHARS, overLimitMessage } from "./limits.js";

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export interface BoundedFetch {
  fetch: typeof fetch;
  /** Rejects with a ServerError once the server has sent more than the limit. */
  readonly overLimit: Promise<never>;
}

export function boundedFetch(runSignal: AbortSignal, maxBytes: number): BoundedFetch {
  let received = 0;
  let reject!: (error: ServerError) => void;
  const overLimit = new Promise<never>((_, r) => {
    reject = r;
  });
  overLimit.catch(() => undefined);
  let tripped: ServerError | undefined;

  const count = (bytes: number): ServerError | undefined => {
    received += bytes;
    if (received <= maxBytes) return undefined;
    if (!tripped) {
      tripped = new ServerError(overLimitMessage("the server sent", maxBytes));
      reject(tripped);
    }
    return tripped;
  };

  /** The body as it arrives, counted; errors (and cancels the response) past the limit. */
  const counted = (body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> =>
    body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          const error = count(chunk.byteLength);
          if (error) controller.error(error);
          else controller.enqueue(chunk);
        },
      }),
      { signal: runSignal },
    );

  /** An error body read (within the limit and the deadline) and cut short for the message. */
  const cappedErrorBody = async (body: ReadableStream<Uint8Array>): Promise<string> => {
    const decoder = new TextDecoder();
    let text = "";
    let bytes = 0;
    for await (const chunk of counted(body)) {
      bytes += chunk.byteLength;
      if (text.length <= ERROR_BODY_CHARS) text += decoder.decode(chunk, { stream: true });
    }
    return capErrorText(text, bytes);
  };

  const bounded = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    runSignal.throwIfAborted();
    if (tripped) throw tripped;
    // AbortSignal.any keeps no listener on the run's signal per request (see the pagination test).
    const signal = init?.signal ? AbortSignal.any([runSignal, init.signal]) : runSignal;
    const response = await fetch(input, { ...init, signal });
    if (!response.body || NULL_BODY_STATUSES.has(response.status)) return response;
    const body =
      response.status >= 400 ? await cappedErrorBody(response.body) : (counted(response.body) as ReadableStream);
    const wrapped = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    // The SDK names a redirect's target from the URL the response came from.
    Object.defineProperty(wrapped, "url", { value: response.url });
    return wrapped;
  };
  return { fetch: bounded as typeof fetch, overLimit };
}
