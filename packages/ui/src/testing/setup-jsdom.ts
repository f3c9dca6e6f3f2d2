// First import of every web test: what jsdom lacks and the browser has, plus the DOM matchers.
import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

const scope = globalThis as Record<string, unknown>;
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;
