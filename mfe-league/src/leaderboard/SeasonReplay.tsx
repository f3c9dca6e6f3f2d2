import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StandingsByDayEntry } from '@il/contracts';
import { Alert, Avatar, Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, cx, messageOf, useAuth } from '@il/ui';
import { formatCompositeScore } from '@il/ui/league';
import { biggestMoves, movementOf, placesText } from './movement';
import { standingsByDayQuery } from './standings-by-day-query';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';

const dayDate = (startsAt: Date) => startsAt.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

function MovementMark({ entry, day }: { entry: StandingsByDayEntry; day: number }) {
  const move = movementOf(entry, day);
  switch (move.kind) {
    case 'up':
      return <span className="season-replay__move season-replay__move--up" aria-label={`Up ${placesText(move.places)}`}><ChevronUp aria-hidden="true" /> {move.places}</span>;
    case 'down':
      return <span className="season-replay__move season-replay__move--down" aria-label={`Down ${placesText(move.places)}`}><ChevronDown aria-hidden="true" /> {move.places}</span>;
    case 'same':
      return <span className="season-replay__move" aria-label="No change">–</span>;
    case 'new':
      return <Badge variant="secondary">New</Badge>;
    default:
      return <span className="season-replay__move" aria-hidden="true" />;
  }
}

/**
 * The season replayed: a slider through the league's days and the standings at the end of the
 * chosen one, with who rose and who fell since the day before. It opens on the latest day. Rows
 * are the leaderboard's (styles/leaderboard.css) with a column for the move.
 */
export function SeasonReplay({ leagueId }: { leagueId: number }) {
  const sliderId = useId();
  const auth = useAuth();
  const [chosen, setChosen] = useState<number | null>(null);
  // While a day loads, the day shown before it stays on screen.
  const replay = useQuery({ ...standingsByDayQuery(leagueId, chosen ?? 'latest'), placeholderData: keepPreviousData });
  const current = replay.data;
  const lastDay = current?.lastDay ?? 1;
  const day = chosen ?? lastDay;
  const showsDay = current?.day === day;

  return (
    <Card className="season-replay">
      <CardHeader>
        <CardTitle>Season Replay</CardTitle>
        <CardDescription>Drag through the league's days to see the standings at the end of each one.</CardDescription>
      </CardHeader>
      <CardContent>
        {replay.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading the season replay" className="season-replay__loading">
            <Skeleton height={44} />
            <Skeleton height={120} />
          </div>
        ) : !current ? (
          <Alert variant="error">Could not load the season replay: {messageOf(replay.error, 'An unknown error occurred.')}</Alert>
        ) : (
          <>
            <div className="season-replay__controls">
              <label htmlFor={sliderId} className="season-replay__day">
                Day {day} <span className="season-replay__of">of {lastDay}</span>
              </label>
              {showsDay && <span className="season-replay__date">{dayDate(current.startsAt)}</span>}
              {showsDay && !current.settled && <Badge variant="warning">In play</Badge>}
            </div>
            <input
              id={sliderId}
              className="season-replay__slider"
              type="range"
              min={1}
              max={lastDay}
              step={1}
              value={day}
              disabled={lastDay === 1}
              aria-valuetext={`Day ${day} of ${lastDay}`}
              onChange={(event) => setChosen(Number(event.target.value))}
            />
            {lastDay === 1 && <p className="season-replay__note">Day 1 is still being played: the replay grows one day at a time.</p>}
            {replay.isError && <Alert variant="error">Could not load day {day}: {messageOf(replay.error, 'An unknown error occurred.')}</Alert>}
            <DayStandings day={current.day} standings={current.standings} viewerId={auth.user?.id} loading={!showsDay} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

interface DayStandingsProps {
  day: number;
  standings: StandingsByDayEntry[];
  viewerId: number | undefined;
  /** Another day is on its way: these standings are about to be replaced. */
  loading: boolean;
}

function DayStandings({ day, standings, viewerId, loading }: DayStandingsProps) {
  if (standings.length === 0) return <p className="season-replay__note">Nobody had a character yet at the end of day {day}.</p>;
  const { rise, fall } = biggestMoves(standings, day);
  return (
    <>
      {(rise || fall) && (
        <p className="season-replay__moves" aria-live="polite">
          {rise && (
            <span>
              Biggest rise: <strong>{rise.entry.characterName}</strong>, up {placesText(rise.places)} to #{rise.entry.rank}
            </span>
          )}
          {fall && (
            <span>
              Biggest fall: <strong>{fall.entry.characterName}</strong>, down {placesText(fall.places)} to #{fall.entry.rank}
            </span>
          )}
        </p>
      )}
      <ol className={cx('leaderboard__list', 'season-replay__list', loading && 'season-replay__list--loading')} aria-label={`Standings at the end of day ${day}`} aria-busy={loading}>
        {standings.map((entry) => (
          <li key={entry.userId} className={cx('leaderboard__row', 'season-replay__row', entry.userId === viewerId && 'leaderboard__row--you')}>
            <span className="season-replay__rank" aria-label={`Rank ${entry.rank}`}>
              #{entry.rank}
            </span>
            <MovementMark entry={entry} day={day} />
            <Avatar name={entry.characterName} src={entry.avatarUrl} size="sm" />
            <span className="leaderboard__name-text season-replay__name" title={entry.characterName}>
              {entry.characterName}
            </span>
            <span className="leaderboard__score season-replay__score">
              {formatCompositeScore(entry.compositeScore)}
              <span className="leaderboard__score-unit"> pts</span>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
