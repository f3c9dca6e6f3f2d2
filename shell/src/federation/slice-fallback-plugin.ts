import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableModule } from './unavailable';

/**
 * Federation runtime plugin: a slice whose remote entry or exposed module cannot be fetched
 * resolves to a marker module instead of rejecting deep inside the runtime. The shell's slice
 * boundary turns the marker into the fallback with its Retry button.
 */
export default function sliceFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'il-slice-fallback',
    errorLoadRemote(args) {
      // Only a module load can be answered with a module; other stages must fail as they are.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] ${args.id} is unavailable`, args.error);
      return unavailableModule(args.id, args.error);
    },
  };
}
