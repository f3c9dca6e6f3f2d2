import type { ApiCall, CallName } from '@il/contracts';
import fc from 'fast-check';
import { describeExchange, problemsWith } from './support/answers';
import { casesFor, type Shape } from './support/requests';
import { callEntries, createWorld, send, type World } from './support/world';

/**
 * Every /_api call of the registry, fuzzed from its own zod schemas through the real embedded
 * runtime: requests of the right shape, one mistake away, and garbage on the wire, as a member
 * with a character, a logged-in outsider, an admin, a visitor and forged cookies. Whatever comes
 * in, the answer is never a 5xx, an error is `{ error }` (`{ message }` for login and register)
 * and nothing of the server's insides leaks.
 */
const HOUR_MS = 60 * 60 * 1000;
const RUNS = Number(process.env.FUZZ_RUNS_PER_CALL ?? 300);
/** Each request of the right shape hashes a password (argon2, ~0.1-0.3 s): few of those. */
const FEW_VALID = { valid: 1, 'near-miss': 12, garbage: 12 };
const BUDGETS: Partial<Record<CallName, { runs: number; weights: Record<Shape, number> }>> = {
  login: { runs: 150, weights: FEW_VALID },
  register: { runs: 150, weights: FEW_VALID },
};
/** Logout ends the personas' sessions, so it goes last. */
const ORDER = [...callEntries].sort(([a], [b]) => Number(a === 'logout') - Number(b === 'logout'));

let world: World;
let total = 0;
const shapes: Record<Shape, number> = { valid: 0, 'near-miss': 0, garbage: 0 };
const statuses = new Map<number, number>();
/** Requests that got through every check to a 2xx, per call: the fuzz reaches the handlers. */
const successes = new Map<CallName, number>();

beforeAll(async () => {
  world = await createWorld();
}, 60_000);
afterAll(async () => {
  await world?.close();
});

async function fuzz(name: CallName, call: ApiCall): Promise<void> {
  const budget = BUDGETS[name] ?? { runs: RUNS, weights: { valid: 5, 'near-miss': 3, garbage: 3 } };
  await fc.assert(
    fc.asyncProperty(casesFor(call, world, budget.weights), async ({ shape, persona, request }) => {
      const response = await send(world, call, request);
      total += 1;
      shapes[shape] += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode < 300) successes.set(name, (successes.get(name) ?? 0) + 1);
      // Time moves, so energy comes back, the trending topics and challenges of a new day appear.
      if (total % 50 === 0) world.t.clock.advance(HOUR_MS);
      const problems = problemsWith(call, request, response);
      if (problems.length > 0) throw new Error(`${name} as ${persona} (${shape}): ${problems.join('; ')}\n${describeExchange(request, response)}`);
    }),
    { numRuns: budget.runs, endOnFailure: true },
  );
}

describe('fuzzing every /_api call from its schemas', () => {
  it.each(ORDER)('%s keeps the error contract', async (name, call) => fuzz(name, call), 60_000);

  it('ran at least 10,000 requests', () => {
    process.stdout.write(
      `fuzzed ${total} requests: ${JSON.stringify(shapes)}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ` +
        `2xx per call ${JSON.stringify(Object.fromEntries(successes))}\n`,
    );
    expect(total).toBeGreaterThanOrEqual(10_000);
  });
});
