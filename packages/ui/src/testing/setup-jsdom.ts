// First import of every web test: what jsdom lacks and the browser has, plus the DOM matchers.
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

const scope = globalThis as Record<string, unknown>;
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;

// The web suites share the machine's cores with the other projects of one jest run, and a screen
// may wait out a retry first (the session check is retried once, 250 ms later): testing-library's
// one second was once too short for the guard's redirect. The slices' own support sets theirs.
configure({ asyncUtilTimeout: 5_000 });
