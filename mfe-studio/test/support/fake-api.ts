export { fakeApi, type Answer, type FakeCall } from '@il/ui/testing/fake-api';
