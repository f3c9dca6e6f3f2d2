/**
 * The icons drawn inside an element, by their lucide names ("camera", "zap"), in document order:
 * what a web test asserts instead of the emoji the screens no longer use.
 */
export function iconNames(element: Element): string[] {
  return [...element.querySelectorAll('svg.lucide')].map(
    (svg) => [...svg.classList].find((name) => name.startsWith('lucide-'))?.slice('lucide-'.length) ?? '?',
  );
}
