import { AppError } from '../errors';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
} from '../event-store/port';
import type { Clock } from '../time/clock';
import { systemRandom, type Random } from '../time/random';
import { streamCategory, type CommandObserver } from '../observability/command-observer';
import { metadataFor, type CommandContext } from './context';
import { cacheSizes, DEFAULT_CACHE_PLAYERS, freezeView } from '../read-cache/view-cache';

/** A decided event before it is stamped with metadata. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

export interface Decider<S, C, E extends DomainEvent> {
  initialState: S;
  evolve(state: S, event: E): S;
  /** Pure: returns the events the command produces, or throws an AppError for a refused command. */
  decide(command: C, state: S): E[];
}

export interface CommandOutcome<S, E> {
  events: E[];
  state: S;
  /** Position of the last appended event, 0 when the command appended nothing. */
  position: number;
  revision: number;
}

export const MAX_COMMAND_ATTEMPTS = 5;

/** The pause before the first retry is drawn from [0, this]; each further retry doubles it. */
export const RETRY_PAUSE_BASE_MS = 4;
/** No single pause exceeds this, whatever the attempt, so a retried command stays interactive. */
export const RETRY_PAUSE_CAP_MS = 50;

/**
 * Full jitter: writers that met on a stream draw their next attempt apart instead of reloading the
 * same revision together and meeting again, which is what happens across gateway replicas against a
 * networked store. `retry` counts from 1 (the pause before the second attempt).
 */
export function retryPauseMs(retry: number, random: Random): number {
  const ceiling = Math.min(RETRY_PAUSE_CAP_MS, RETRY_PAUSE_BASE_MS * 2 ** (retry - 1));
  return Math.floor(random.next() * (ceiling + 1));
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface CommandDeps {
  store: EventStore;
  clock: Clock;
  commandObserver?: CommandObserver;
  /** Draws the retry pauses; the service's Random, so seeded runs pause the same way. */
  random?: Random;
  /** Waits out a retry pause; tests replace it to observe the pauses without waiting. */
  sleep?: (ms: number) => Promise<void>;
}

/** Streams whose folded state is kept per decider for a store `keepFoldedStates` was not told of. */
const DEFAULT_KEPT_STATES = cacheSizes(DEFAULT_CACHE_PLAYERS).states;

const capacities = new WeakMap<object, number>();

/**
 * How many streams' folded states `loadState` keeps for `store`, per decider: the server sizes it
 * from CACHE_PLAYERS, as its other caches. Past it, every command of a player whose state went
 * reads their whole stream again.
 */
export function keepFoldedStates(store: EventStore, capacity: number): void {
  capacities.set(store, Math.max(1, Math.floor(capacity)));
}

interface KeptState {
  state: unknown;
  revision: number;
}

/**
 * Folded states of streams, kept by event store and decider. A stream only grows, so a state folded
 * up to a revision stays true: the next load reads only the events after it instead of the whole
 * stream (a character's grows by every post and like of a season). Only states folded from stored
 * events are kept (a decided event is not yet what the store gives back). Past the store's
 * capacity (`keepFoldedStates`) the stream read longest ago goes. States are frozen: a decider
 * that changed one in place would corrupt it.
 */
const keptStates = new WeakMap<object, WeakMap<object, Map<string, KeptState>>>();

function statesOf(store: object, decider: object): Map<string, KeptState> {
  let byDecider = keptStates.get(store);
  if (!byDecider) keptStates.set(store, (byDecider = new WeakMap()));
  let states = byDecider.get(decider);
  if (!states) byDecider.set(decider, (states = new Map()));
  return states;
}

function keep(states: Map<string, KeptState>, capacity: number, streamId: string, kept: KeptState): void {
  states.delete(streamId);
  states.set(streamId, { state: freezeView(kept.state), revision: kept.revision });
  if (states.size > capacity) states.delete(states.keys().next().value as string);
}

/** An aggregate's state from its stream (upcasting happens in the evolve functions). */
export async function loadState<S, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>,
): Promise<{ state: S; revision: number }> {
  const states = statesOf(store, decider);
  const known = states.get(streamId);
  const events = await store.readStream(streamId, known ? known.revision + 1 : 0);
  let state = known ? (known.state as S) : decider.initialState;
  for (const e of events) state = decider.evolve(state, e as unknown as E);
  const last = events[events.length - 1];
  if (!last) {
    if (!known) return { state, revision: -1 };
    // Read and unchanged is used all the same: a league's or a slot's stream changes rarely.
    states.delete(streamId);
    states.set(streamId, known);
    return { state, revision: known.revision };
  }
  keep(states, capacities.get(store) ?? DEFAULT_KEPT_STATES, streamId, { state, revision: last.revision });
  return { state, revision: last.revision };
}

/**
 * Load → decide → append with the expected revision. A concurrent writer makes the append fail;
 * the command is then decided again on the fresh state after a short random pause, a bounded number
 * of times, and a persisting conflict is answered with 409 rather than retried forever.
 */
export async function handleCommand<S, C, E extends DomainEvent>(
  deps: CommandDeps,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C | ((state: S) => C),
  ctx: CommandContext,
): Promise<CommandOutcome<S, E>> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadState(deps.store, streamId, decider);
    const cmd = typeof command === 'function' ? (command as (s: S) => C)(state) : command;
    const events = decider.decide(cmd, state);
    if (events.length === 0) return { events, state, position: 0, revision };
    const expected: ExpectedRevision = revision === -1 ? 'no_stream' : revision;
    const metadata = metadataFor(ctx, deps.clock.now());
    try {
      const result: AppendResult = await deps.store.append(
        streamId,
        events.map((e) => ({ type: e.type, data: e.data, metadata })),
        expected,
      );
      const next = events.reduce(decider.evolve, state);
      return { events, state: next, position: result.position, revision: result.revision };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      deps.commandObserver?.conflict(streamCategory(streamId), attempt < MAX_COMMAND_ATTEMPTS);
      if (attempt >= MAX_COMMAND_ATTEMPTS) {
        throw new AppError('The game is busy with another action on this item. Please try again.', 409);
      }
      await (deps.sleep ?? sleep)(retryPauseMs(attempt, deps.random ?? systemRandom));
    }
  }
}
