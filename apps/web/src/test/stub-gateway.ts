import { vi } from 'vitest';

/** What the stub answers one path with: the answer's data, or the status and body of a refusal. */
type Answer = { data: unknown } | { status: number; body: unknown };

/**
 * Stands in for the gateway at `fetch`: each path answers as given, and a path not given fails the
 * test. The calls are kept, each with its path and parsed body, for the test to check.
 */
export function stubGateway(answers: Readonly<Record<string, Answer>>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    // Noted first: a call the test did not expect shows in `calls` even where the client turns the
    // failure below into an error answer.
    calls.push({ path: url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    const answer = answers[url];
    if (!answer) throw new Error(`the gateway was not expected to be asked for ${url}`);
    return 'data' in answer ? new Response(JSON.stringify({ data: answer.data }), { status: 200 }) : new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, paths: () => calls.map((call) => call.path) };
}
