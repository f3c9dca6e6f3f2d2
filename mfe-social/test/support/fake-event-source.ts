export { FakeEventSource } from '@il/ui/testing/fake-event-source';
