import { ENERGY } from '@il/contracts';
import { Progress } from '@il/ui';
import type { LucideIcon } from 'lucide-react';

/** §9 energy display: a warning below 30, critical below 10. */
export function energyTone(energy: number): 'brand' | 'warning' | 'danger' {
  if (energy < ENERGY.criticalBelow) return 'danger';
  if (energy < ENERGY.warningBelow) return 'warning';
  return 'brand';
}

export function StatMeter({ label, icon: Icon, value, tone = 'brand', testId }: { label: string; icon: LucideIcon; value: number; tone?: 'brand' | 'warning' | 'danger' | 'success'; testId: string }) {
  return (
    <div className="studio-meter">
      <p className="studio-meter__head">
        <span>
          <Icon /> {label}
        </span>
        <span className="studio-meter__value" data-testid={testId}>
          {Math.round(value)}/100
        </span>
      </p>
      <Progress value={value} tone={tone} label={label} />
    </div>
  );
}
