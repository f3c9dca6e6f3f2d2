import Medal from 'lucide-react/icons/medal';

/** A leaderboard rank: a gold, silver or bronze medal for the podium, "#n" below it. */
export function RankMark({ rank }: { rank: number }) {
  if (rank > 3) return <>#{rank}</>;
  return (
    <span className={`il-medal il-medal--${rank}`}>
      <Medal />
      <span className="il-medal__rank">{rank}</span>
    </span>
  );
}
