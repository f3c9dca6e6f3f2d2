export { renderAt } from '@il/ui/testing/render-at';
