import type { DealTerm } from './deal-terms';

/** A labelled row of small chips (minimums, impacts); says "None" when the list is empty. */
export function DealTermList({ title, terms, testId }: { title: string; terms: readonly DealTerm[]; testId?: string }) {
  return (
    <div className="deal-terms" data-testid={testId}>
      <p className="deal-terms__title">{title}</p>
      {terms.length === 0 ? (
        <p className="deal-terms__none">None</p>
      ) : (
        <ul className="game-chips">
          {terms.map((term) => (
            <li key={term.key} className={`game-chip${term.tone ? ` deal-term--${term.tone}` : ''}`}>
              {term.tone ? `${term.value} ${term.label}` : `${term.label} ${term.value}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
