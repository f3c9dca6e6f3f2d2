import type { LeagueDetail } from '@il/contracts';
import { PageHeader } from '@il/ui';
import { ActiveScandals } from './ActiveScandals';
import { ScandalHistory } from './ScandalHistory';
import '../styles/game-screens.css';
import './crisis.css';

/** §2 Crisis management: what needs an answer now, then what was answered (or left) before. */
export function CrisisScreen({ league }: { league: LeagueDetail }) {
  return (
    <div className="game-screen">
      <PageHeader eyebrow={league.name} title="Crisis Management" description="Handle your scandals before they handle you. Every choice moves your followers and reputation." />
      <ActiveScandals leagueId={league.id} />
      <ScandalHistory leagueId={league.id} />
    </div>
  );
}
