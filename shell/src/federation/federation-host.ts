// The federation runtime of the shell, started when a slice is first needed (never on the way to
// the first screen). The shell is built without the federation plugin: it imports its shared
// modules directly and, here, provides those same module objects to the share scope, already
// loaded. Slices resolve their shared singletons to them (loaded-first), so React, the router, the
// QueryClient context and the toast region exist once on the page.
import * as ReactModule from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDomModule from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as RouterFacade from 'react-router';
import * as ReactQuery from '@tanstack/react-query';
import * as Contracts from '@il/contracts';
import * as Ui from '@il/ui';
import * as UiCore from '@il/ui/core';
import { createInstance, satisfy, type ModuleFederation } from '@module-federation/enhanced/runtime';
import sliceFallbackPlugin from './slice-fallback-plugin';

interface ProvidedVersion {
  version: string;
  requiredVersion: string;
}

/** The shell's name among the page's federation instances. */
export const SHELL_CONTAINER = 'shell';

/** Written by the build from packages/ui/build/shared.cjs, the one list of shared singletons. */
declare const __IL_SHARED_VERSIONS__: Record<string, ProvidedVersion>;

const MODULES: Record<string, unknown> = {
  react: ReactModule,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDomModule,
  'react-dom/client': ReactDomClient,
  'react-router': RouterFacade,
  '@tanstack/react-query': ReactQuery,
  '@il/contracts': Contracts,
  '@il/ui': Ui,
  '@il/ui/core': UiCore,
};

function providedShares() {
  return Object.fromEntries(
    Object.entries(MODULES).map(([key, module]) => {
      const provided = __IL_SHARED_VERSIONS__[key];
      if (!provided) throw new Error(`No version is known for the shared module ${key}`);
      return [
        key,
        {
          version: provided.version,
          lib: () => module,
          shareConfig: { singleton: true, requiredVersion: provided.requiredVersion },
          strategy: 'loaded-first' as const,
        },
      ];
    }),
  );
}

export const host: ModuleFederation = createInstance({
  name: SHELL_CONTAINER,
  remotes: [],
  shared: providedShares(),
  plugins: [sliceFallbackPlugin()],
  shareStrategy: 'loaded-first',
});

/**
 * The shared singletons whose range a release requires but the shell's version misses. Such a
 * release is never loaded: a singleton exists once on the page, so it would run on a React (or a
 * router, a QueryClient) it was not built for, or bring a second one.
 */
export function unmetRequirements(required: Record<string, string>): string[] {
  return Object.entries(required).flatMap(([key, range]) => {
    const provided = __IL_SHARED_VERSIONS__[key];
    if (!provided) return [`${key}: the shell provides none`];
    return satisfy(provided.version, range) ? [] : [`${key}: requires ${range}, the shell provides ${provided.version}`];
  });
}
