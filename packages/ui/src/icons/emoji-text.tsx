import type { LucideIcon } from 'lucide-react';
import BicepsFlexed from 'lucide-react/icons/biceps-flexed';
import EggFried from 'lucide-react/icons/egg-fried';
import Eye from 'lucide-react/icons/eye';
import Flame from 'lucide-react/icons/flame';
import Gem from 'lucide-react/icons/gem';
import HandHeart from 'lucide-react/icons/hand-heart';
import Heart from 'lucide-react/icons/heart';
import House from 'lucide-react/icons/house';
import KeyRound from 'lucide-react/icons/key-round';
import Laugh from 'lucide-react/icons/laugh';
import Plane from 'lucide-react/icons/plane';
import Smile from 'lucide-react/icons/smile';
import SmilePlus from 'lucide-react/icons/smile-plus';
import Sparkles from 'lucide-react/icons/sparkles';
import Sun from 'lucide-react/icons/sun';
import Trophy from 'lucide-react/icons/trophy';
import VolumeOff from 'lucide-react/icons/volume-off';

/**
 * The emoji the game's own captions use, each with the icon that stands for it: a device without
 * an emoji font drew them as empty boxes. Keyed without the variation selector (U+FE0F).
 */
export const EMOJI_ICONS: Readonly<Record<string, LucideIcon>> = {
  '🔥': Flame,
  '💪': BicepsFlexed,
  '😏': SmilePlus,
  '😉': SmilePlus,
  '😘': Heart,
  '🖤': Heart,
  '🤍': Heart,
  '💖': Heart,
  '❤': Heart,
  '👀': Eye,
  '☀': Sun,
  '✨': Sparkles,
  '🙂': Smile,
  '😅': Laugh,
  '😂': Laugh,
  '💅': Gem,
  '💎': Gem,
  '🙏': HandHeart,
  '✈': Plane,
  '🏡': House,
  '🗝': KeyRound,
  '🍳': EggFried,
  '🏆': Trophy,
  '🤫': VolumeOff,
};

const EMOJI = new RegExp(`(${Object.keys(EMOJI_ICONS).join('|')})\\uFE0F?`, 'gu');

/**
 * A caption as text, its known emoji drawn as inline SVG icons; the emoji itself stays in the
 * text for screen readers and for copying (visually hidden), so what is heard and copied is the caption.
 */
export function EmojiText({ text }: { text: string }) {
  const parts: Array<string | { emoji: string; Icon: LucideIcon }> = [];
  let last = 0;
  for (const match of text.matchAll(EMOJI)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    const Icon = EMOJI_ICONS[match[1]!]!;
    parts.push({ emoji: match[0], Icon });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <span key={i} className="il-emoji" data-emoji={part.emoji}>
            <part.Icon aria-hidden="true" />
            <span className="il-visually-hidden">{part.emoji}</span>
          </span>
        ),
      )}
    </>
  );
}
