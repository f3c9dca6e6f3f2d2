// A slice's own page for working alone: the platform providers, the guard, the layout and a
// minimal sign-in around the slice's routes. Everything comes from '@il/ui' by its package name,
// so the frame and the slice share one instance of it, as they do inside the shell.
export { renderStandalone } from './render-standalone';
