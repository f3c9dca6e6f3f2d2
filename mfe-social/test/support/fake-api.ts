export { deferred, fakeApi, type Answer, type Handler } from '@il/ui/testing/fake-api';
