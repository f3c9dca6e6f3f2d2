export { SIGNED_OUT, USER, fakeApi } from '@il/ui/testing/fake-api';
