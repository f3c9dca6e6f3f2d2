import { useEffect, useState, type CSSProperties } from 'react';
import { cx } from '../components/cx';
import type { UI_ICONS, UiIconName } from './ui-icons';

type IconSet = typeof UI_ICONS;

let loaded: IconSet | null = null;
let loading: Promise<IconSet> | null = null;

/** Fetches the frame's icon set once; every UiIcon on the page shares it. */
export function loadUiIcons(): Promise<IconSet> {
  loading ??= import('./ui-icons').then(
    (module) => (loaded = module.UI_ICONS),
    (error: unknown) => {
      loading = null; // the next icon to mount tries again
      throw error;
    },
  );
  return loading;
}

export interface UiIconProps {
  name: UiIconName;
  /** CSS length or pixels; the default follows the text around it. */
  size?: number | string;
  className?: string;
}

/**
 * An icon of the shared frame or of a shell screen. The set is fetched only after the screen that
 * shows it has been committed (the effect below), so icons never hold up the first screen nor add
 * to what it downloads; until then a box of the same size keeps the layout still. Slices import
 * their icons from lucide-react directly, one import per icon, into their own chunks.
 */
export function UiIcon({ name, size = '1.15em', className }: UiIconProps) {
  const [icons, setIcons] = useState<IconSet | null>(loaded);

  useEffect(() => {
    if (icons) return;
    let live = true;
    loadUiIcons().then(
      (set) => live && setIcons(set),
      () => undefined, // a failed download leaves the empty box: the labels beside icons still say it all
    );
    return () => {
      live = false;
    };
  }, [icons]);

  const Glyph = icons?.[name];
  // Inline, so the drawn icon takes exactly the box's place whatever the stylesheet's em sizing.
  const box: CSSProperties = { width: size, height: size };
  if (Glyph) return <Glyph size={size} style={box} className={cx('il-icon', className)} />;
  return <span className={cx('il-icon', 'il-icon--pending', className)} style={box} aria-hidden="true" data-icon={name} />;
}

export type { UiIconName };
