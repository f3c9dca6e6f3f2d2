import { Link } from 'react-router';
import { LEAGUE_TYPE_LABELS, type League } from '@il/contracts';
import { Avatar, Badge, Card, Skeleton, leaguePath } from '@il/ui';
import { formatCompositeScore } from '@il/ui/league';
import { formatDate } from '../format/numbers';
import { STATUS_BADGE, statusLabel } from './league-status';
import Trophy from 'lucide-react/icons/trophy';

function Schedule({ league }: { league: League }) {
  if (league.status === 'pending') return <>Starts {formatDate(league.startDate)}</>;
  if (league.status === 'active') return <>Ends {formatDate(league.endDate)}</>;
  // A cancelled league never reached its end date, which may still lie ahead.
  if (league.status === 'cancelled') return <>Called off</>;
  return <>Ended {formatDate(league.endDate)}</>;
}

/**
 * One league of the grid. The league's name is the link, and it stretches over the whole card, so
 * a tap anywhere opens the league while a screen reader hears the name, not the card's every word.
 */
export function LeagueCard({ league }: { league: League }) {
  const champion = league.status === 'completed' ? league.champion : null;
  return (
    <Card interactive className={`league-card league-card--${league.status}`}>
      <div className="league-card__banner" aria-hidden="true" />
      <div className="league-card__body">
        <div className="league-card__badges">
          <Badge variant={STATUS_BADGE[league.status]}>{statusLabel(league.status)}</Badge>
          <Badge variant="outline">{LEAGUE_TYPE_LABELS[league.type]}</Badge>
        </div>
        <h3 className="league-card__name">
          <Link to={leaguePath(league.id)} className="league-card__link">
            {league.name}
          </Link>
        </h3>
        {league.description && <p className="league-card__description">{league.description}</p>}
        {champion && (
          <div className="league-card__champion">
            <Avatar name={champion.characterName} src={champion.avatarUrl} size="sm" />
            <div>
              <p className="league-card__champion-label"><Trophy /> Champion</p>
              <p className="league-card__champion-name" title={champion.characterName}>
                {champion.characterName}
              </p>
            </div>
            <p className="league-card__champion-score">
              <span>{formatCompositeScore(champion.compositeScore)}</span> final score
            </p>
          </div>
        )}
        <dl className="league-card__facts">
          <div>
            <dt>Players</dt>
            <dd>
              {league.memberCount}/{league.maxPlayers}
            </dd>
          </div>
          <div>
            <dt>Schedule</dt>
            <dd>
              <Schedule league={league} />
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

export function LeagueCardSkeleton() {
  return (
    <Card className="league-card league-card--skeleton" data-testid="league-card-skeleton">
      <div className="league-card__body">
        <Skeleton height={20} width={90} />
        <Skeleton height={26} width="70%" />
        <Skeleton height={16} width="90%" />
        <Skeleton height={16} width="60%" />
      </div>
    </Card>
  );
}
