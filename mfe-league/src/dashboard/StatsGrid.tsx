import type { ReactNode } from 'react';
import { ENERGY, backgroundInfo, type GameState } from '@il/contracts';
import { Avatar, Badge, Card, Progress, cx } from '@il/ui';
import { formatFollowers } from '@il/ui/league';
import { formatMoney } from '../format/numbers';
import { energyLevel, energyRegeneration } from './energy';
import Flame from 'lucide-react/icons/flame';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import Zap from 'lucide-react/icons/zap';
import type { LucideIcon } from 'lucide-react';

function StatTile({ label, icon: Icon, value, className, children }: { label: string; icon: LucideIcon; value: ReactNode; className?: string; children?: ReactNode }) {
  return (
    <Card className={cx('stat-tile', className)}>
      <div className="stat-tile__head">
        <span className="stat-tile__label">{label}</span>
        <span className="stat-tile__icon" aria-hidden="true">
          <Icon />
        </span>
      </div>
      <p className="stat-tile__value">{value}</p>
      {children}
    </Card>
  );
}

const ENERGY_TONE = { ok: 'success', warning: 'warning', critical: 'danger' } as const;

function EnergyTile({ energy }: { energy: number }) {
  const level = energyLevel(energy);
  const regen = energyRegeneration(energy);
  return (
    <StatTile label="Energy" icon={Zap} value={`${energy}/${ENERGY.max}`} className={`stat-tile--energy-${level}`}>
      <Progress value={energy} tone={ENERGY_TONE[level]} label="Energy" />
      <div className="stat-tile__meta">
        {level === 'critical' && <Badge variant="destructive">Critical</Badge>}
        {level === 'warning' && <Badge variant="warning">Low energy</Badge>}
        {regen ? (
          <span>
            {regen.next} · {regen.full}
          </span>
        ) : (
          <span>Fully charged</span>
        )}
      </div>
    </StatTile>
  );
}

/** §2 stats grid: the persona, followers, energy, money and relevance at a glance. */
export function StatsGrid({ state }: { state: GameState }) {
  return (
    <section className="stats-grid" aria-label="Your stats">
      <Card className="stat-tile stat-tile--persona">
        <Avatar name={state.playerName} src={state.avatarUrl} size="lg" />
        <div className="stat-tile__persona-text">
          <p className="stat-tile__label">Player</p>
          <p className="stat-tile__persona-name" title={state.playerName}>
            {state.playerName}
          </p>
          <p className="stat-tile__persona-show">{backgroundInfo(state.realityShowBackground).label} alum</p>
        </div>
      </Card>
      <StatTile label="Followers" icon={Users} value={<span title={state.followers.toLocaleString('en-US')}>{formatFollowers(state.followers)}</span>}>
        <p className="stat-tile__meta">Your audience across every platform</p>
      </StatTile>
      <EnergyTile energy={state.energy} />
      <StatTile label="Money" icon={Wallet} value={formatMoney(state.money)}>
        <p className="stat-tile__meta">Earned from deals and rewards</p>
      </StatTile>
      <StatTile label="Relevance" icon={Flame} value={`${Math.round(state.relevance)}/100`}>
        <Progress value={state.relevance} label="Relevance" />
      </StatTile>
    </section>
  );
}
