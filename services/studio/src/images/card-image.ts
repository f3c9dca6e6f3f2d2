import { CONTENT_TYPES, RISK_LEVEL_LABELS, type ContentType, type RiskLevel } from '@il/contracts';
import { seededRandom } from '@il/platform';

/**
 * Every card's picture is drawn here, from the card alone: a gradient in the colours of its
 * content type and theme, scattered bubbles placed by the card id, the theme's emoji, and the
 * title. The same card always gives the same bytes, so the image can be cached and tagged.
 */
export interface ImageCard {
  id: number;
  title: string;
  contentType: ContentType;
  theme: string | null;
  riskLevel: RiskLevel;
}

export const CARD_IMAGE_SIZE = { width: 640, height: 400 } as const;

const TYPE_HUES: Record<ContentType, number> = { photo: 330, story: 265, video: 28, live: 2 };

const THEMES: Record<string, { emoji: string; hue: number }> = {
  lifestyle: { emoji: '🌅', hue: 40 },
  fitness: { emoji: '💪', hue: 140 },
  fashion: { emoji: '👗', hue: 300 },
  food: { emoji: '🥑', hue: 90 },
  beauty: { emoji: '💄', hue: 345 },
  reunion: { emoji: '🏝️', hue: 190 },
  travel: { emoji: '✈️', hue: 200 },
  pets: { emoji: '🐶', hue: 30 },
  drama: { emoji: '💔', hue: 280 },
  charity: { emoji: '💖', hue: 350 },
  behind_the_scenes: { emoji: '🎬', hue: 220 },
  business: { emoji: '📦', hue: 210 },
  comedy: { emoji: '😂', hue: 55 },
  gaming: { emoji: '🎮', hue: 250 },
  nightlife: { emoji: '🪩', hue: 270 },
};

const RISK_COLOURS: Record<RiskLevel, string> = { safe: '#16a34a', medium: '#d97706', risky: '#dc2626' };

const TITLE_LINE_CHARS = 24;
const TITLE_MAX_LINES = 2;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Word-wrapped title lines; a title longer than the lines allow ends in an ellipsis. */
export function titleLines(title: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= TITLE_LINE_CHARS || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= TITLE_MAX_LINES) return lines;
  const kept = lines.slice(0, TITLE_MAX_LINES);
  kept[TITLE_MAX_LINES - 1] = `${kept[TITLE_MAX_LINES - 1]!.slice(0, TITLE_LINE_CHARS - 1)}…`;
  return kept;
}

function themeOf(card: ImageCard): { emoji: string; hue: number } {
  const known = card.theme ? THEMES[card.theme] : undefined;
  if (known) return known;
  const type = CONTENT_TYPES.find((t) => t.value === card.contentType)!;
  return { emoji: type.icon, hue: (TYPE_HUES[card.contentType] + 60) % 360 };
}

export function cardImageSvg(card: ImageCard): string {
  const { width, height } = CARD_IMAGE_SIZE;
  const type = CONTENT_TYPES.find((t) => t.value === card.contentType)!;
  const theme = themeOf(card);
  const typeHue = TYPE_HUES[card.contentType];
  const dice = seededRandom(card.id * 7919 + 17);
  const bubbles = Array.from({ length: 6 }, () => {
    const cx = Math.round(dice.next() * width);
    const cy = Math.round(dice.next() * height);
    const r = 30 + Math.round(dice.next() * 110);
    const opacity = (0.08 + dice.next() * 0.17).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${theme.hue} 90% 85%)" fill-opacity="${opacity}"/>`;
  });
  const lines = titleLines(card.title);
  const titleTop = height - 40 - (lines.length - 1) * 44;
  const title = lines
    .map((l, i) => `<text x="32" y="${titleTop + i * 44}" font-size="38" font-weight="800" fill="#ffffff">${escapeXml(l)}</text>`)
    .join('');
  const typeLabel = `${type.icon} ${type.label}`;
  const riskLabel = RISK_LEVEL_LABELS[card.riskLevel];
  const themeLabel = card.theme ? escapeXml(card.theme.replace(/_/g, ' ').toUpperCase()) : '';
  const gradient = `bg-${card.id}`;
  const shade = `shade-${card.id}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(card.title)}">`,
    '<defs>',
    `<linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${typeHue} 78% 58%)"/>`,
    `<stop offset="1" stop-color="hsl(${theme.hue} 70% 38%)"/>`,
    '</linearGradient>',
    `<linearGradient id="${shade}" x1="0" y1="0" x2="0" y2="1">`,
    '<stop offset="0.45" stop-color="#000000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000000" stop-opacity="0.55"/>',
    '</linearGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#${gradient})"/>`,
    ...bubbles,
    `<rect width="${width}" height="${height}" fill="url(#${shade})"/>`,
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">`,
    `<rect x="24" y="24" width="${typeLabel.length * 11 + 28}" height="40" rx="20" fill="#000000" fill-opacity="0.3"/>`,
    `<text x="38" y="51" font-size="20" font-weight="600" fill="#ffffff">${escapeXml(typeLabel)}</text>`,
    `<rect x="${width - 24 - (riskLabel.length * 12 + 28)}" y="24" width="${riskLabel.length * 12 + 28}" height="40" rx="20" fill="${RISK_COLOURS[card.riskLevel]}"/>`,
    `<text x="${width - 24 - (riskLabel.length * 12 + 28) / 2}" y="51" font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle">${riskLabel}</text>`,
    `<text x="${width / 2}" y="170" font-size="110" text-anchor="middle" dominant-baseline="middle">${theme.emoji}</text>`,
    themeLabel ? `<text x="32" y="${titleTop - 50}" font-size="16" font-weight="700" letter-spacing="3" fill="#ffffff" fill-opacity="0.85">${themeLabel}</text>` : '',
    title,
    '</g>',
    '</svg>',
  ].join('');
}
