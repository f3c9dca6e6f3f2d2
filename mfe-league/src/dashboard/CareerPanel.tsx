import { PLATFORMS, type GameState, type Platform } from '@il/contracts';
import { Card, CardContent, CardHeader, CardTitle, cx } from '@il/ui';
import Bird from 'lucide-react/icons/bird';
import Camera from 'lucide-react/icons/camera';
import CirclePlay from 'lucide-react/icons/circle-play';
import Lock from 'lucide-react/icons/lock';
import Mic from 'lucide-react/icons/mic';
import Music2 from 'lucide-react/icons/music-2';
import type { LucideIcon } from 'lucide-react';

const PLATFORM_LOOK: Record<Platform, { label: string; icon: LucideIcon }> = {
  instagram: { label: 'Instagram', icon: Camera },
  tiktok: { label: 'TikTok', icon: Music2 },
  twitter: { label: 'Twitter', icon: Bird },
  youtube: { label: 'YouTube', icon: CirclePlay },
  podcast: { label: 'Podcast', icon: Mic },
};

/** §2 panel: the league day, which platforms are open to the player, and how many deals run. */
export function CareerPanel({ state }: { state: GameState }) {
  const unlocked = new Set(state.unlockedPlatforms.map((entry) => entry.platform));
  const deals = state.activeBrandDeals.length;
  return (
    <Card className="career-panel">
      <CardHeader>
        <CardTitle>Your Career</CardTitle>
      </CardHeader>
      <CardContent className="career-panel__content">
        <dl className="career-panel__facts">
          <div>
            <dt>Current Day</dt>
            <dd>Day {state.day}</dd>
          </div>
          <div>
            <dt>Active Deals</dt>
            <dd>{deals}</dd>
          </div>
        </dl>
        <div>
          <p className="career-panel__subtitle">
            Platforms <span>{unlocked.size}/{PLATFORMS.length} unlocked</span>
          </p>
          <ul className="career-panel__platforms">
            {PLATFORMS.map((platform) => {
              const open = unlocked.has(platform);
              const Icon = open ? PLATFORM_LOOK[platform].icon : Lock;
              return (
                <li key={platform} className={cx('platform-chip', open ? 'platform-chip--open' : 'platform-chip--locked')}>
                  <Icon /> {PLATFORM_LOOK[platform].label}
                  <span className="il-visually-hidden">{open ? ' unlocked' : ' locked'}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
