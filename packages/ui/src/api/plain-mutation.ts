import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

// The login screen (its login, register and password reset calls) renders before React Query is
// downloaded, so its calls are plain ones with a mutation-shaped result: the part of useMutation's
// result the forms use. Screens rendered under the platform's QueryClient use useMutation.

export interface PlainMutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => void;
}

export type PlainMutationStatus = 'idle' | 'pending' | 'success' | 'error';

export interface PlainMutation<TData, TVariables> {
  /** Sends the call; the callbacks run only for the latest call of a still-mounted screen. */
  mutate(variables: TVariables, callbacks?: PlainMutationCallbacks<TData, TVariables>): void;
  mutateAsync(variables: TVariables): Promise<TData>;
  reset(): void;
  status: PlainMutationStatus;
  data: TData | undefined;
  error: Error | null;
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}

interface ActionState<TData> {
  status: PlainMutationStatus;
  data: TData | undefined;
  error: Error | null;
}

const IDLE = { status: 'idle', data: undefined, error: null } as const;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * A call with useMutation's shape, for the screens that render without React Query. Like
 * useMutation, the outcome is delivered after the moment's work (a macrotask later).
 */
export function usePlainMutation<TData, TVariables>(
  send: (variables: TVariables) => Promise<TData>,
  onSuccess: (data: TData) => void = () => undefined,
): PlainMutation<TData, TVariables> {
  const [state, setState] = useState<ActionState<TData>>(IDLE);
  const latest = useRef(0);
  const mounted = useRef(true);
  const handlers = useRef({ send, onSuccess });
  handlers.current = { send, onSuccess };
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (variables: TVariables, callbacks: PlainMutationCallbacks<TData, TVariables> = {}): Promise<TData> => {
    const call = ++latest.current;
    const current = () => call === latest.current && mounted.current;
    setState({ status: 'pending', data: undefined, error: null });
    let data: TData;
    try {
      data = await handlers.current.send(variables);
    } catch (thrown) {
      const error = asError(thrown);
      await nextTask();
      if (current()) {
        setState({ status: 'error', data: undefined, error });
        callbacks.onError?.(error, variables);
        callbacks.onSettled?.(undefined, error, variables);
      }
      throw error;
    }
    await nextTask();
    // In one go, before React renders again: the session changes together with the screen's own
    // reaction to it (the login screen's delayed redirect).
    handlers.current.onSuccess(data);
    if (current()) {
      setState({ status: 'success', data, error: null });
      callbacks.onSuccess?.(data, variables);
      callbacks.onSettled?.(data, null, variables);
    }
    return data;
  }, []);

  const mutate = useCallback(
    (variables: TVariables, callbacks?: PlainMutationCallbacks<TData, TVariables>) => {
      run(variables, callbacks).catch(() => undefined);
    },
    [run],
  );
  const mutateAsync = useCallback((variables: TVariables) => run(variables), [run]);
  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE);
  }, []);

  return useMemo(
    () => ({
      ...state,
      mutate,
      mutateAsync,
      reset,
      isIdle: state.status === 'idle',
      isPending: state.status === 'pending',
      isSuccess: state.status === 'success',
      isError: state.status === 'error',
    }),
    [state, mutate, mutateAsync, reset],
  );
}
