export { fakeApi, type FakeCall } from '@il/ui/testing/fake-api';

export const USER = { id: 1, email: 'ava@example.com', displayName: 'Ava', role: 'user' as const, avatarUrl: null };
