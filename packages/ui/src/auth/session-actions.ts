import type { LoginRequest, RegisterRequest, UserResponse } from '@il/contracts';
import { callApi } from '../api/client';
import { usePlainMutation, type PlainMutation } from '../api/plain-mutation';
import { useSessionStore } from './session-store';

/** §4: a login success sets the session's user directly. */
export function useLogin(): PlainMutation<UserResponse, LoginRequest> {
  const session = useSessionStore();
  return usePlainMutation(
    (credentials: LoginRequest) => callApi('login', { body: credentials }),
    ({ user }) => session.signIn(user),
  );
}

/** Registering signs the new player in, like a login. */
export function useRegister(): PlainMutation<UserResponse, RegisterRequest> {
  const session = useSessionStore();
  return usePlainMutation(
    (input: RegisterRequest) => callApi('register', { body: input }),
    ({ user }) => session.signIn(user),
  );
}
