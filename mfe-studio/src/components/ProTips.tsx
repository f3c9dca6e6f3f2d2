import { Card } from '@il/ui';
import { proTipsFor, type TipContext } from '../studio/pro-tips';
import { useDismissedTips } from '../studio/use-dismissed-tips';
import Lightbulb from 'lucide-react/icons/lightbulb';
import X from 'lucide-react/icons/x';

/** §9 Pro tips for the player's situation; each can be dismissed for the session. */
export function ProTips({ context }: { context: TipContext }) {
  const { dismissed, dismiss } = useDismissedTips();
  const tips = proTipsFor(context, dismissed);
  if (tips.length === 0) return null;
  return (
    <Card className="studio-panel studio-tips">
      <h2 className="studio-panel__title">
        <Lightbulb /> Pro Tips
      </h2>
      <ul className="studio-tips__list">
        {tips.map((tip) => (
          <li key={tip.id} className="studio-tip" data-tip={tip.id}>
            <span className="studio-tip__icon" aria-hidden="true">
              <tip.icon />
            </span>
            <div className="studio-tip__text">
              <p className="studio-tip__title">{tip.title}</p>
              <p>{tip.text}</p>
            </div>
            <button type="button" className="studio-tip__dismiss" aria-label={`Dismiss tip: ${tip.title}`} onClick={() => dismiss(tip.id)}>
              <X />
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
