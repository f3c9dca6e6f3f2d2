import type { Decider, DomainEvent } from './handle-command';

/**
 * Given-events / when-command / then-events for decider unit tests:
 * `given(decider, [...past]).when(command)` returns the decided events (or throws the refusal).
 */
export function given<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, past: E[]) {
  const state = past.reduce(decider.evolve, decider.initialState);
  return {
    state,
    when: (command: C): E[] => decider.decide(command, state),
  };
}
