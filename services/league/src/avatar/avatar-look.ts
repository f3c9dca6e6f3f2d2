/**
 * What the offline drawing can follow of a player's own words: a hair colour ("pink hair",
 * "silver-haired"). The drawing style has no clothes, so a dress or a jacket cannot be drawn;
 * what it cannot follow is drawn from the palettes below, in colour rather than black and white.
 */
const HAIR_COLOURS: Record<string, string> = {
  pink: 'f472b6',
  hotpink: 'ec4899',
  red: 'c0392b',
  ginger: 'd35400',
  auburn: '922b21',
  copper: 'b5651d',
  orange: 'e67e22',
  blonde: 'f4d03f',
  blond: 'f4d03f',
  golden: 'e1b12c',
  platinum: 'ece6d4',
  brown: '6d4c41',
  brunette: '5d4037',
  chestnut: '7b3f00',
  black: '1c1c1c',
  raven: '111111',
  silver: 'c0c0c8',
  grey: '9e9e9e',
  gray: '9e9e9e',
  white: 'f5f5f5',
  blue: '3b82f6',
  teal: '14b8a6',
  green: '22c55e',
  purple: '8e44ad',
  lilac: 'c39bd3',
  lavender: 'b497d6',
};

/** Natural shades, one drawn per face when the words name none. */
export const DEFAULT_HAIR_COLOURS = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'e8e1e1'];
/** Skin tones, one drawn per face (the words are not read for them). */
export const SKIN_TONES = ['f9d7c3', 'f1c27d', 'e0ac69', 'c68642', '8d5524', '5c3a21'];

export interface AvatarLook {
  /** The hair colour the words name, as hex without '#'; null when they name none. */
  hairColor: string | null;
}

/** "pink hair", "hair: pink", "silver-haired", "hot pink hair", in any case. */
export function avatarLookOf(details: string | undefined): AvatarLook {
  const words = (details ?? '').toLowerCase().replace(/hot\s+pink/g, 'hotpink').split(/[^a-z]+/).filter(Boolean);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const base = word.endsWith('haired') ? word.slice(0, -'haired'.length) : null;
    if (base && HAIR_COLOURS[base]) return { hairColor: HAIR_COLOURS[base] };
    if (word !== 'hair' && word !== 'haired') continue;
    // The colour stands just before the hair ("pink hair", "long pink hair") or just after ("hair: pink").
    for (const near of [words[i - 1], words[i - 2], words[i + 1]]) {
      if (near && HAIR_COLOURS[near]) return { hairColor: HAIR_COLOURS[near] };
    }
  }
  return { hairColor: null };
}
