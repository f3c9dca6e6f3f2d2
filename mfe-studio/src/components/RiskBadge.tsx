import { RISK_LEVEL_LABELS, type RiskLevel } from '@il/contracts';
import { Badge, type BadgeVariant } from '@il/ui';
import Dices from 'lucide-react/icons/dices';
import Scale from 'lucide-react/icons/scale';
import Shield from 'lucide-react/icons/shield';
import type { LucideIcon } from 'lucide-react';

const VARIANTS: Record<RiskLevel, BadgeVariant> = { safe: 'success', medium: 'warning', risky: 'destructive' };
const ICONS: Record<RiskLevel, LucideIcon> = { safe: Shield, medium: Scale, risky: Dices };

export function RiskBadge({ risk }: { risk: RiskLevel }) {
  const Icon = ICONS[risk];
  return (
    <Badge variant={VARIANTS[risk]} data-risk={risk}>
      <Icon />
      {RISK_LEVEL_LABELS[risk]}
    </Badge>
  );
}
