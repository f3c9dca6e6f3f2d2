import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadContracts } from '@il/ui/core';

type Contracts = Awaited<ReturnType<typeof loadContracts>>;

/**
 * A form resolver with the gateway's own zod schema, fetched with the contracts on the first
 * validation instead of before the form can show. The contracts (zod and every schema, about
 * 40 KB gzip) are the larger part of what the login screen needs, and nobody submits a form in the
 * first few hundred milliseconds; the session check has usually fetched them by then anyway.
 */
export function contractResolver<T extends FieldValues>(schemaOf: (contracts: Contracts) => Parameters<typeof zodResolver>[0]): Resolver<T> {
  let resolver: Resolver<T> | undefined;
  return async (values, context, options) => {
    resolver ??= zodResolver(schemaOf(await loadContracts())) as unknown as Resolver<T>;
    return resolver(values, context, options);
  };
}
