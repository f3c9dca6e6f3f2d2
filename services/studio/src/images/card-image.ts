import { CONTENT_TYPES, RISK_LEVEL_LABELS, type ContentType, type RiskLevel } from '@il/contracts';
import { seededRandom, type Random } from '@il/platform';
import { Camera, Eye, Heart, MessageCircle, Radio, Smartphone, Video, type IconNode } from 'lucide';
import { CARD_STORIES, FALLBACK_LOOK, THEME_LOOKS, type CardStory, type ThemeLook } from './card-stories';

/**
 * Every card's picture is drawn here, from the card alone, as a small scene: a sky in the colours of
 * its content type and theme with the theme's motif scattered over it and its horizon (hills, sea or
 * a skyline) below; in the middle the card's story (what the post is about, drawn large, with two
 * props); around it the frame of its content type (a photo's print border and viewfinder, a story's
 * progress bars, a video's play button and timeline, a live stream's LIVE badge, viewers and hearts);
 * and its type, risk, theme and title. Placement is seeded by the card id. The same card always
 * gives the same bytes, so the image can be cached and tagged. Text is plain: no emoji, which a
 * device without an emoji font would show as empty boxes.
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
const TYPE_ICONS: Record<ContentType, IconNode> = { photo: Camera, story: Smartphone, video: Video, live: Radio };

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


interface Placement {
  x: number;
  y: number;
  size: number;
  rotate?: number;
  colour?: string;
  opacity?: number;
  strokeWidth?: number;
}

/** A lucide drawing (24 x 24 units) centred on x, y at the given size. */
function drawIcon(node: IconNode, p: Placement): string {
  const scale = (p.size / 24).toFixed(3);
  const shapes = node
    .map(([tag, attrs]) => {
      const attributes = Object.entries(attrs)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${name}="${escapeXml(String(value))}"`)
        .join(' ');
      return `<${tag} ${attributes}/>`;
    })
    .join('');
  return [
    `<g transform="translate(${p.x} ${p.y}) rotate(${p.rotate ?? 0}) scale(${scale}) translate(-12 -12)"`,
    ` fill="none" stroke="${p.colour ?? '#ffffff'}" stroke-opacity="${p.opacity ?? 1}" stroke-width="${p.strokeWidth ?? 2}"`,
    ' stroke-linecap="round" stroke-linejoin="round">',
    shapes,
    '</g>',
  ].join('');
}

const between = (dice: Random, low: number, high: number) => low + dice.next() * (high - low);
const round = (value: number) => Math.round(value);

function lookOf(card: ImageCard): ThemeLook {
  return (card.theme ? THEME_LOOKS[card.theme] : undefined) ?? FALLBACK_LOOK;
}

export function storyOf(card: ImageCard): CardStory {
  return CARD_STORIES[card.id] ?? lookOf(card).story;
}

/** The theme's motif, faint, over the sky. */
function motifs(look: ThemeLook, dice: Random): string[] {
  return Array.from({ length: 7 }, (_, i) =>
    drawIcon(look.motif, {
      x: round(40 + i * 90 + between(dice, -25, 25)),
      y: round(between(dice, 80, 250)),
      size: round(between(dice, 22, 40)),
      rotate: round(between(dice, -25, 25)),
      opacity: Number(between(dice, 0.1, 0.22).toFixed(2)),
    }),
  );
}

/** The ground under the scene: rolling hills, the sea, or a city skyline. */
function horizon(look: ThemeLook, dice: Random): string {
  const { width, height } = CARD_IMAGE_SIZE;
  const shade = `hsl(${look.hue} 60% 14%)`;
  if (look.horizon === 'skyline') {
    const towers: string[] = [];
    for (let x = 0; x < width; ) {
      const w = round(between(dice, 34, 78));
      const top = round(between(dice, 250, 320));
      towers.push(`<rect x="${x}" y="${top}" width="${w - 4}" height="${height - top}" fill="${shade}" fill-opacity="0.55"/>`);
      for (let wy = top + 12; wy < height - 20; wy += 18) {
        if (dice.next() < 0.45) towers.push(`<rect x="${x + 8}" y="${wy}" width="${Math.max(6, w - 20)}" height="5" fill="#ffe9a8" fill-opacity="0.35"/>`);
      }
      x += w;
    }
    return towers.join('');
  }
  if (look.horizon === 'waves') {
    return [0, 1, 2]
      .map((layer) => {
        const y = 285 + layer * 26;
        const amplitude = round(between(dice, 6, 14));
        const step = 80;
        let d = `M0 ${y}`;
        for (let x = 0; x < width; x += step) d += ` q ${step / 4} ${-amplitude} ${step / 2} 0 t ${step / 2} 0`;
        return `<path d="${d} L${width} ${height} L0 ${height}Z" fill="hsl(${(look.hue + 10) % 360} 70% ${22 - layer * 5}%)" fill-opacity="${0.45 + layer * 0.15}"/>`;
      })
      .join('');
  }
  const hill = (base: number, opacity: number) => {
    const a = round(between(dice, base - 45, base + 5));
    const b = round(between(dice, base - 5, base + 40));
    const c = round(between(dice, base - 40, base + 10));
    return `<path d="M0 ${base} C 140 ${a}, 240 ${b}, 330 ${base} S 520 ${c}, ${width} ${base} L${width} ${height} L0 ${height}Z" fill="${shade}" fill-opacity="${opacity}"/>`;
  };
  return hill(300, 0.35) + hill(330, 0.5);
}

/** The card's story in the middle: the hero in a glow, a prop on either side. */
function storyScene(story: CardStory, dice: Random): string {
  const hero = { x: 320, y: 168 };
  const [left, right] = story.props;
  const leftAt = { x: round(between(dice, 168, 200)), y: round(between(dice, 130, 170)) };
  const rightAt = { x: round(between(dice, 440, 472)), y: round(between(dice, 170, 210)) };
  return [
    `<circle cx="${hero.x}" cy="${hero.y}" r="96" fill="#ffffff" fill-opacity="0.14"/>`,
    `<circle cx="${hero.x}" cy="${hero.y}" r="96" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`,
    drawIcon(story.hero, { ...hero, size: 124, strokeWidth: 1.6 }),
    `<circle cx="${leftAt.x}" cy="${leftAt.y}" r="38" fill="#ffffff" fill-opacity="0.12"/>`,
    drawIcon(left, { ...leftAt, size: 50, rotate: round(between(dice, -16, -4)), strokeWidth: 1.8 }),
    `<circle cx="${rightAt.x}" cy="${rightAt.y}" r="38" fill="#ffffff" fill-opacity="0.12"/>`,
    drawIcon(right, { ...rightAt, size: 50, rotate: round(between(dice, 4, 16)), strokeWidth: 1.8 }),
  ].join('');
}

/** How each content type frames the scene. */
function typeFrame(card: ImageCard, typeHue: number, dice: Random): string {
  const { width, height } = CARD_IMAGE_SIZE;
  switch (card.contentType) {
    case 'photo': {
      // A print's white border and the viewfinder's corners around the subject.
      const [x0, y0, x1, y1] = [196, 64, 444, 272];
      const l = 22;
      const corners = [
        `M${x0} ${y0 + l}V${y0}H${x0 + l}`,
        `M${x1 - l} ${y0}H${x1}V${y0 + l}`,
        `M${x1} ${y1 - l}V${y1}H${x1 - l}`,
        `M${x0 + l} ${y1}H${x0}V${y1 - l}`,
      ];
      return (
        `<g class="frame-photo"><rect x="6" y="6" width="${width - 12}" height="${height - 12}" rx="14" fill="none" stroke="#ffffff" stroke-opacity="0.92" stroke-width="12"/>` +
        `<path d="${corners.join('')}" fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="4" stroke-linecap="round"/></g>`
      );
    }
    case 'story': {
      // The progress bars of a story, some already watched.
      const segments = 4;
      const watched = 1 + (card.id % segments);
      const gap = 8;
      const w = (width - 48 - gap * (segments - 1)) / segments;
      const bars = Array.from({ length: segments }, (_, i) => {
        const x = (24 + i * (w + gap)).toFixed(1);
        return `<rect x="${x}" y="10" width="${w.toFixed(1)}" height="5" rx="2.5" fill="#ffffff" fill-opacity="${i < watched ? 0.95 : 0.35}"/>`;
      });
      return `<g class="frame-story">${bars.join('')}</g>`;
    }
    case 'video': {
      // A play button and the timeline, part-watched.
      const played = round(between(dice, 0.25, 0.7) * (width - 48));
      const seconds = 15 + (card.id % 45);
      return [
        '<g class="frame-video">',
        `<circle cx="${width - 64}" cy="${height - 118}" r="30" fill="#ffffff" fill-opacity="0.92"/>`,
        `<path d="M${width - 74} ${height - 134} L${width - 50} ${height - 118} L${width - 74} ${height - 102}Z" fill="hsl(${typeHue} 80% 45%)"/>`,
        `<rect x="24" y="${height - 12}" width="${width - 48}" height="5" rx="2.5" fill="#ffffff" fill-opacity="0.35"/>`,
        `<rect x="24" y="${height - 12}" width="${played}" height="5" rx="2.5" fill="hsl(${typeHue} 90% 60%)"/>`,
        `<circle cx="${24 + played}" cy="${height - 9.5}" r="7" fill="#ffffff"/>`,
        `<text x="${width - 24}" y="${height - 22}" font-size="15" font-weight="700" fill="#ffffff" text-anchor="end">0:${String(seconds).padStart(2, '0')}</text>`,
        '</g>',
      ].join('');
    }
    case 'live': {
      // Hearts floating up the right edge, as they do on a stream.
      const hearts = Array.from({ length: 5 }, (_, i) =>
        drawIcon(Heart, {
          x: round(width - 40 + between(dice, -14, 14)),
          y: 300 - i * 46,
          size: round(30 - i * 3),
          colour: i % 2 ? '#ff8fb8' : '#ffffff',
          opacity: Number((0.95 - i * 0.15).toFixed(2)),
          strokeWidth: 2.4,
        }),
      );
      const bubble = (x: number, y: number, w: number) =>
        `<rect x="${x}" y="${y}" width="${w}" height="22" rx="11" fill="#000000" fill-opacity="0.32"/>` +
        drawIcon(MessageCircle, { x: x + 14, y: y + 11, size: 13, opacity: 0.9 });
      return `<g class="frame-live">${hearts.join('')}${bubble(28, 228, round(between(dice, 90, 150)))}${bubble(28, 256, round(between(dice, 70, 130)))}</g>`;
    }
  }
}

/** Top left: the content type (a LIVE badge and the viewers for a stream); top right: the risk. */
function badges(card: ImageCard, dice: Random): string {
  const { width } = CARD_IMAGE_SIZE;
  const type = CONTENT_TYPES.find((t) => t.value === card.contentType)!;
  const top = card.contentType === 'story' ? 26 : 24;
  const pills: string[] = [];
  if (card.contentType === 'live') {
    const viewers = `${(between(dice, 1.2, 9.8)).toFixed(1)}K`;
    pills.push(
      `<rect x="24" y="${top}" width="92" height="40" rx="20" fill="#ef4444"/>`,
      `<circle cx="46" cy="${top + 20}" r="6" fill="#ffffff"/>`,
      `<text x="60" y="${top + 27}" font-size="19" font-weight="800" letter-spacing="1" fill="#ffffff">LIVE</text>`,
      `<rect x="124" y="${top}" width="${viewers.length * 11 + 50}" height="40" rx="20" fill="#000000" fill-opacity="0.3"/>`,
      drawIcon(Eye, { x: 146, y: top + 20, size: 20 }),
      `<text x="162" y="${top + 27}" font-size="18" font-weight="700" fill="#ffffff">${viewers}</text>`,
    );
  } else {
    pills.push(
      `<rect x="24" y="${top}" width="${type.label.length * 11 + 58}" height="40" rx="20" fill="#000000" fill-opacity="0.3"/>`,
      drawIcon(TYPE_ICONS[card.contentType], { x: 48, y: top + 20, size: 20 }),
      `<text x="66" y="${top + 27}" font-size="20" font-weight="600" fill="#ffffff">${escapeXml(type.label)}</text>`,
    );
  }
  const riskLabel = RISK_LEVEL_LABELS[card.riskLevel];
  const riskWidth = riskLabel.length * 12 + 28;
  pills.push(
    `<rect x="${width - 24 - riskWidth}" y="${top}" width="${riskWidth}" height="40" rx="20" fill="${RISK_COLOURS[card.riskLevel]}"/>`,
    `<text x="${width - 24 - riskWidth / 2}" y="${top + 27}" font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle">${riskLabel}</text>`,
  );
  return pills.join('');
}

export function cardImageSvg(card: ImageCard): string {
  const { width, height } = CARD_IMAGE_SIZE;
  const look = lookOf(card);
  const typeHue = TYPE_HUES[card.contentType];
  const dice = seededRandom(card.id * 7919 + 17);
  const lines = titleLines(card.title);
  const titleTop = height - 44 - (lines.length - 1) * 44;
  const title = lines
    .map((l, i) => `<text x="32" y="${titleTop + i * 44}" font-size="38" font-weight="800" fill="#ffffff">${escapeXml(l)}</text>`)
    .join('');
  const themeLabel = card.theme ? escapeXml(card.theme.replace(/_/g, ' ').toUpperCase()) : '';
  const gradient = `bg-${card.id}`;
  const shade = `shade-${card.id}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(card.title)}">`,
    '<defs>',
    `<linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${typeHue} 78% 58%)"/>`,
    `<stop offset="1" stop-color="hsl(${look.hue} 70% 38%)"/>`,
    '</linearGradient>',
    `<linearGradient id="${shade}" x1="0" y1="0" x2="0" y2="1">`,
    '<stop offset="0.5" stop-color="#000000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000000" stop-opacity="0.6"/>',
    '</linearGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#${gradient})"/>`,
    ...motifs(look, dice),
    horizon(look, dice),
    storyScene(storyOf(card), dice),
    `<rect width="${width}" height="${height}" fill="url(#${shade})"/>`,
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">`,
    typeFrame(card, typeHue, dice),
    badges(card, dice),
    themeLabel ? `<text x="32" y="${titleTop - 48}" font-size="16" font-weight="700" letter-spacing="3" fill="#ffffff" fill-opacity="0.85">${themeLabel}</text>` : '',
    title,
    '</g>',
    '</svg>',
  ].join('');
}
