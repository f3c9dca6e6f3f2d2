/**
 * §5: posting is blocked, without calling the server, when the energy does not cover the whole
 * cost or a post is already on its way. The button normally prevents both; this catches a double
 * click and energy that dropped while the preview was open.
 */
export type PostBlock = 'pending' | 'energy' | null;

export function postBlockReason(input: { energy: number; totalCost: number; pending: boolean }): PostBlock {
  if (input.pending) return 'pending';
  if (input.energy < input.totalCost) return 'energy';
  return null;
}
