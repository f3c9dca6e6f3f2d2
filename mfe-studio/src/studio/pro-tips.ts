import BatteryLow from 'lucide-react/icons/battery-low';
import Brain from 'lucide-react/icons/brain';
import Crown from 'lucide-react/icons/crown';
import Drama from 'lucide-react/icons/drama';
import Flame from 'lucide-react/icons/flame';
import Hand from 'lucide-react/icons/hand';
import Handshake from 'lucide-react/icons/handshake';
import Zap from 'lucide-react/icons/zap';
import type { LucideIcon } from 'lucide-react';
/** What the pro tips look at: the character and what is going on in the league today. */
export interface TipContext {
  day: number;
  followers: number;
  energy: number;
  trendingTopics: number;
  activeBrandDeals: number;
}

export interface ProTip {
  id: 'welcome' | 'energy' | 'reputation' | 'low-energy' | 'trending' | 'brand-deal' | 'strategy' | 'relevance';
  icon: LucideIcon;
  title: string;
  text: string;
  applies: (context: TipContext) => boolean;
}

/** §9 Pro tips, each with the condition under which it shows. */
export const PRO_TIPS: readonly ProTip[] = [
  {
    id: 'welcome',
    icon: Hand,
    title: 'Welcome to the Studio',
    text: 'Every post costs energy and earns followers. Start with safe content while you learn what your audience loves.',
    applies: ({ day }) => day <= 2,
  },
  {
    id: 'energy',
    icon: Zap,
    title: 'Spend energy wisely',
    text: 'Energy comes back at 1 per hour. Small accounts grow fastest with steady, cheaper posts: stories and photos keep you in the feed.',
    applies: ({ followers }) => followers < 10_000,
  },
  {
    id: 'reputation',
    icon: Drama,
    title: 'Captions shape your image',
    text: 'Humble captions build authenticity and relatability; thirst traps trade authenticity for drama. Pick the star you want to be.',
    applies: ({ day }) => day >= 2 && day <= 5,
  },
  {
    id: 'low-energy',
    icon: BatteryLow,
    title: 'Running on empty',
    text: 'You are almost out of energy. Rest up: it refills at 1 per hour, and tomorrow’s posts will thank you.',
    applies: ({ energy }) => energy < 3,
  },
  {
    id: 'trending',
    icon: Flame,
    title: 'Ride the trend',
    text: 'Something is trending today. Posts of its content type earn a follower bonus on top of their roll.',
    applies: ({ trendingTopics }) => trendingTopics > 0,
  },
  {
    id: 'brand-deal',
    icon: Handshake,
    title: 'Your sponsors are watching',
    text: 'You have active brand deals: each post counts toward the posts a deal requires, so keep them coming before they expire.',
    applies: ({ activeBrandDeals }) => activeBrandDeals > 0,
  },
  {
    id: 'strategy',
    icon: Brain,
    title: 'Rising star strategy',
    text: 'Mix bold content with safe posts: risky moments grow you faster, safe ones keep a scandal from sinking you.',
    applies: ({ followers }) => followers >= 50_000 && followers < 500_000,
  },
  {
    id: 'relevance',
    icon: Crown,
    title: 'Stay in the conversation',
    text: 'At your size relevance is everything. Post regularly and lean into trends to stay at the top.',
    applies: ({ followers }) => followers >= 500_000,
  },
];

export function proTipsFor(context: TipContext, dismissed: ReadonlySet<string>): ProTip[] {
  return PRO_TIPS.filter((tip) => tip.applies(context) && !dismissed.has(tip.id));
}
