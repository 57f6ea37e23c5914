// An independent check of the api tests' traffic against the contract (issue 26): every answer the
// demo backend's own handlers give to a request on the demo origin must have a status that
// docs/openapi.json declares for its operation (or a `default`), and a JSON body that the declared
// schema accepts (tests/contract.ts: Ajv over the generated document). A file's violations fail it
// in afterAll, listed with method, path, status and the first schema error.
import { loadContract, contractProblem, type Contract } from '../contract';
import { afterAll, expect } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { DEMO_ORIGIN } from '../../src/config';

// One load per worker: on the worker's global object, which outlives a file's modules where a
// worker runs several files (projects with isolate: false).
const worker = globalThis as { __contractCheck?: Promise<Contract> };
const contract = (worker.__contractCheck ??= loadContract());

// Which answers are the API's: a test's own `server.use(...)` handler (a stand-in answering 422, a
// network error, a body of another shape) is not, and its answers are not held to the contract.
// msw's `response:mocked` event names no handler, so each real handler's `run` (which msw calls on
// the handlers in turn until one answers) notes the request ids it answered. A test handler listed
// before them that answers leaves the request unnoted; one that only looks and falls through
// (tests/api/session-renewal.test.ts counts refresh calls so) lets the real handler answer, and
// that answer is checked. Nothing depends on what a test names or marks.
// On the worker's global object: a project that does not isolate its files (api-server) runs this
// setup again for each file, while the handlers stay wrapped from the first run.
const answeredByApi = ((globalThis as { __contractAnswered?: Set<string> }).__contractAnswered ??= new Set<string>());
const WRAPPED = Symbol.for('contractCheck.wrapped');
// The handlers the server starts with: the API's own (project api), or the stand-in that hands every
// call to the real server (project api-server, tests/setup/server-node.ts), whose answers are the API's too.
for (const handler of server.listHandlers() as typeof handlers) {
  const marked = handler as typeof handler & { [WRAPPED]?: true };
  if (marked[WRAPPED]) continue;
  marked[WRAPPED] = true;
  const run = handler.run.bind(handler);
  handler.run = async (args) => {
    const result = await run(args);
    if (result?.response) answeredByApi.add(args.requestId);
    return result;
  };
}

const violations: string[] = [];
const pending = new Set<Promise<void>>();
const counts = { checked: 0, notTheApi: 0 };

const check = async (request: Request, response: Response) => {
  const problem = contractProblem(await contract, request.method.toUpperCase(), new URL(request.url).pathname, response.status, await response.text());
  if (problem) violations.push(problem);
};

const onResponse = ({ request, response, requestId }: { request: Request; response: Response; requestId: string }) => {
  if (!request.url.startsWith(`${DEMO_ORIGIN}/`)) return;
  if (!answeredByApi.delete(requestId)) {
    counts.notTheApi += 1;
    return;
  }
  counts.checked += 1;
  // The event hands over a copy of the answer, so reading its body here takes nothing from the test.
  const done = check(request, response).catch((e: unknown) => {
    violations.push(`${request.method} ${new URL(request.url).pathname} ${response.status}: could not be checked: ${String(e)}`);
  });
  pending.add(done);
  void done.finally(() => pending.delete(done));
};
server.events.on('response:mocked', onResponse);

afterAll(async () => {
  await Promise.all(pending);
  server.events.removeListener('response:mocked', onResponse);
  // CONTRACT_CHECK_LOG=1 prints each file's tally.
  if (process.env.CONTRACT_CHECK_LOG) console.log(`[contract-check] ${counts.checked} answers checked, ${counts.notTheApi} from test handlers skipped, ${violations.length} violations`);
  expect(violations, `answers outside docs/openapi.json (${violations.length} of ${counts.checked})`).toEqual([]);
});
