export { SIGNED_IN, SIGNED_OUT, USER, error, fakeApi, type Answer, type FakeCall } from '@il/ui/testing/fake-api';
