import { RISK_LEVEL_LABELS, type RiskLevel } from '@il/contracts';
import { Badge, type BadgeVariant } from '@il/ui';

const VARIANTS: Record<RiskLevel, BadgeVariant> = { safe: 'success', medium: 'warning', risky: 'destructive' };
const ICONS: Record<RiskLevel, string> = { safe: '🛡️', medium: '⚖️', risky: '🎲' };

export function RiskBadge({ risk }: { risk: RiskLevel }) {
  return (
    <Badge variant={VARIANTS[risk]} data-risk={risk}>
      <span aria-hidden="true">{ICONS[risk]}</span>
      {RISK_LEVEL_LABELS[risk]}
    </Badge>
  );
}
