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
/** The end of an hour of the day, as a clock reads it (the day's own time zone, as dayDate). */
const hourEnd = (startsAt: Date, hour: number) =>
  new Date(startsAt.getTime() + (hour + 1) * 3_600_000).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

function MovementMark({ entry, day, hour }: { entry: StandingsByDayEntry; day: number; hour: number | null }) {
  const move = movementOf(entry, day, hour);
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
 * chosen one, with who rose and who fell since the day before, and a second through the hours of
 * that day (a first day has nothing else to show), with who moved since the hour before. It opens
 * on the latest day, whole. Rows are the leaderboard's (styles/leaderboard.css) with a column for the move.
 */
export function SeasonReplay({ leagueId }: { leagueId: number }) {
  const sliderId = useId();
  const hourSliderId = useId();
  const auth = useAuth();
  const [chosen, setChosen] = useState<number | null>(null);
  /** An hour of the chosen day, or null for the whole day. */
  const [chosenHour, setChosenHour] = useState<number | null>(null);
  // While a day loads, the day shown before it stays on screen.
  const replay = useQuery({ ...standingsByDayQuery(leagueId, chosen ?? 'latest', chosenHour), placeholderData: keepPreviousData });
  const current = replay.data;
  const lastDay = current?.lastDay ?? 1;
  const day = chosen ?? lastDay;
  const showsDay = current?.day === day && current.hour === chosenHour;
  const lastHour = current?.day === day ? current.lastHour : 23;
  const hour = chosenHour ?? lastHour;
  const wholeDay = current?.settled ? 'End of day' : 'Now';
  const hourText = chosenHour === null || !current ? wholeDay : `By ${hourEnd(current.startsAt, chosenHour)}`;

  return (
    <Card className="season-replay">
      <CardHeader>
        <CardTitle>Season Replay</CardTitle>
        <CardDescription>Drag through the league's days, and the hours of each, to see the standings as they stood.</CardDescription>
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
            <ReplaySlider
              id={sliderId}
              min={1}
              max={lastDay}
              value={day}
              disabled={lastDay === 1}
              valueText={`Day ${day} of ${lastDay}`}
              onChange={(next) => {
                setChosen(next);
                setChosenHour(null);
              }}
            />
            <div className="season-replay__controls">
              <label htmlFor={hourSliderId} className="season-replay__hour">
                Through the day: <strong>{hourText}</strong>
              </label>
            </div>
            <ReplaySlider
              id={hourSliderId}
              min={0}
              max={lastHour}
              value={hour}
              label={`Time of day ${day}`}
              valueText={hourText}
              // The last hour so far is the day as it stands: the whole day, kept in step with the leaderboard.
              onChange={(next) => setChosenHour(next === lastHour ? null : next)}
            />
            {lastDay === 1 && <p className="season-replay__note">Day 1 is still being played: drag through its hours; the replay grows one day at a time.</p>}
            {replay.isError && <Alert variant="error">Could not load day {day}: {messageOf(replay.error, 'An unknown error occurred.')}</Alert>}
            <DayStandings day={current.day} hour={current.hour} startsAt={current.startsAt} standings={current.standings} viewerId={auth.user?.id} loading={!showsDay} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

interface ReplaySliderProps {
  id: string;
  min: number;
  max: number;
  value: number;
  disabled?: boolean;
  /** Without a label element of its own. */
  label?: string;
  valueText: string;
  onChange: (value: number) => void;
}

/** One of the replay's range sliders (days, hours of a day), a thumb-sized track. */
function ReplaySlider({ id, min, max, value, disabled, label, valueText, onChange }: ReplaySliderProps) {
  return (
    <input
      id={id}
      className="season-replay__slider"
      type="range"
      min={min}
      max={max}
      step={1}
      value={value}
      disabled={disabled}
      aria-label={label}
      aria-valuetext={valueText}
      onChange={(event) => onChange(Number(event.target.value))}
    />
  );
}

interface DayStandingsProps {
  day: number;
  /** The hour of the day these standings end, or null for the whole day. */
  hour: number | null;
  startsAt: Date;
  standings: StandingsByDayEntry[];
  viewerId: number | undefined;
  /** Another day is on its way: these standings are about to be replaced. */
  loading: boolean;
}

function DayStandings({ day, hour, startsAt, standings, viewerId, loading }: DayStandingsProps) {
  const when = hour === null ? `at the end of day ${day}` : `on day ${day} by ${hourEnd(startsAt, hour)}`;
  if (standings.length === 0) return <p className="season-replay__note">Nobody had a character yet {when}.</p>;
  const { rise, fall } = biggestMoves(standings, day, hour);
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
      <ol className={cx('leaderboard__list', 'season-replay__list', loading && 'season-replay__list--loading')} aria-label={`Standings ${when}`} aria-busy={loading}>
        {standings.map((entry) => (
          <li key={entry.userId} className={cx('leaderboard__row', 'season-replay__row', entry.userId === viewerId && 'leaderboard__row--you')}>
            <span className="season-replay__rank" aria-label={`Rank ${entry.rank}`}>
              #{entry.rank}
            </span>
            <MovementMark entry={entry} day={day} hour={hour} />
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
