import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, messageOf } from '@il/ui';
import { formatFollowers } from '@il/ui/league';
import { formatDate, formatTime } from '../format/numbers';
import { useElementWidth } from '../hooks/use-element-width';
import { buildChart, type ChartSeries } from './chart-geometry';
import { followerHistoryQuery } from './follower-history-query';

const HEIGHT = 240;
const BOX = { left: 48, right: 16, top: 14, bottom: 28 };
/** Rivals' lines, in the palette's cooler tones so the viewer's gradient line stands out. */
const RIVAL_COLOURS = ['#8b5cf6', '#3dd8ff', '#34d399', '#fbbf24', '#60a5fa', '#f472b6'];

/** A season spans weeks, its first day only hours: the axis names dates, or times within a day. */
function axisLabel(at: number, span: number): string {
  return span < 36 * 3_600_000 ? formatTime(new Date(at)) : formatDate(new Date(at));
}

/** §2 follower-growth chart: every player of the league, the viewer highlighted. Hand-drawn SVG. */
export function FollowerGrowthChart({ leagueId, characterId }: { leagueId: number; characterId: number }) {
  const history = useQuery(followerHistoryQuery(leagueId));
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const gradientId = useId();

  const series: ChartSeries[] = (history.data?.series ?? []).map((s) => ({
    id: s.characterId,
    name: s.playerName,
    isYou: s.characterId === characterId,
    points: s.points.map((p) => ({ t: p.at.getTime(), v: p.followers })),
  }));
  const chart = history.isSuccess ? buildChart(series, { width, height: HEIGHT, ...BOX }) : null;
  const rivals = chart?.series.filter((s) => !s.isYou) ?? [];
  const colourOf = (id: number) => RIVAL_COLOURS[rivals.findIndex((s) => s.id === id) % RIVAL_COLOURS.length] ?? RIVAL_COLOURS[0];
  const you = chart?.series.find((s) => s.isYou);

  return (
    <Card className="growth-chart">
      <CardHeader>
        <CardTitle>Follower Growth</CardTitle>
        <CardDescription>Your audience against the league, since the season began.</CardDescription>
      </CardHeader>
      <CardContent>
        <div ref={ref} className="growth-chart__frame">
          {history.isPending && <Skeleton height={HEIGHT} />}
          {history.isError && <Alert variant="error">Could not load follower growth: {messageOf(history.error, 'An unknown error occurred.')}</Alert>}
          {history.isSuccess && !chart && <p className="growth-chart__empty">No growth data yet. Post content to start growing your audience.</p>}
          {chart && (
            <svg
              className="growth-chart__svg"
              width={width}
              height={HEIGHT}
              viewBox={`0 0 ${width} ${HEIGHT}`}
              role="img"
              aria-label={`Follower growth: ${chart.series.map((s) => `${s.isYou ? 'you' : s.name} ${formatFollowers(s.last)}`).join(', ')}`}
            >
              <defs>
                {/* In user space: a flat line has a zero-height box, in which a box-relative gradient paints nothing. */}
                <linearGradient id={gradientId} gradientUnits="userSpaceOnUse" x1={BOX.left} x2={width - BOX.right} y1="0" y2="0">
                  <stop offset="0%" stopColor="#ff3d8b" />
                  <stop offset="55%" stopColor="#ff8a3d" />
                  <stop offset="100%" stopColor="#ffc94d" />
                </linearGradient>
              </defs>
              {chart.yTicks.map((tick) => (
                <g key={tick.value}>
                  <line x1={BOX.left} x2={width - BOX.right} y1={tick.y} y2={tick.y} className="growth-chart__grid" />
                  <text x={BOX.left - 8} y={tick.y + 4} textAnchor="end" className="growth-chart__label">
                    {formatFollowers(Math.round(tick.value))}
                  </text>
                </g>
              ))}
              {chart.end > chart.start && (
                <text x={BOX.left} y={HEIGHT - 6} className="growth-chart__label">
                  {axisLabel(chart.start, chart.end - chart.start)}
                </text>
              )}
              <text x={width - BOX.right} y={HEIGHT - 6} textAnchor="end" className="growth-chart__label">
                {axisLabel(chart.end, chart.end - chart.start)}
              </text>
              {chart.series.map((s) => (
                <g key={s.id}>
                  <path
                    d={s.path}
                    fill="none"
                    stroke={s.isYou ? `url(#${gradientId})` : colourOf(s.id)}
                    strokeWidth={s.isYou ? 3.5 : 2}
                    strokeOpacity={s.isYou ? 1 : 0.7}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                  />
                  <circle cx={s.end.x} cy={s.end.y} r={s.isYou ? 5 : 3.5} fill={s.isYou ? '#ffc94d' : colourOf(s.id)} />
                </g>
              ))}
            </svg>
          )}
        </div>
        {chart && (
          <ul className="growth-chart__legend" aria-label="Players">
            {you && (
              <li>
                <span className="growth-chart__swatch growth-chart__swatch--you" aria-hidden="true" />
                You <strong>{formatFollowers(you.last)}</strong>
              </li>
            )}
            {rivals.map((s) => (
              <li key={s.id}>
                <span className="growth-chart__swatch" style={{ background: colourOf(s.id) }} aria-hidden="true" />
                {s.name} <strong>{formatFollowers(s.last)}</strong>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
