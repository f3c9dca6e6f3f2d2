import type { ReactNode } from 'react';
import { cx } from '@il/ui';
import Users from 'lucide-react/icons/users';
import Zap from 'lucide-react/icons/zap';
import type { LucideIcon } from 'lucide-react';

export interface CaptionOptionButtonProps {
  label: string;
  icon: LucideIcon;
  selected: boolean;
  affordable: boolean;
  energyCost: number;
  followersBonus?: number;
  children?: ReactNode;
  onSelect: () => void;
}

/** One caption style in the modal's radio group; unaffordable styles say why they are off. */
export function CaptionOptionButton({ label, icon: Icon, selected, affordable, energyCost, followersBonus, children, onSelect }: CaptionOptionButtonProps) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      disabled={!affordable}
      className={cx('studio-caption', selected && 'studio-caption--selected', !affordable && 'studio-caption--locked')}
      onClick={onSelect}
    >
      <span className="studio-caption__head">
        <span className="studio-caption__label">
          <Icon /> {label}
        </span>
        <span className="studio-caption__numbers">
          <span>
            <Zap /> +{energyCost}
          </span>
          {followersBonus !== undefined && <span>
              <Users /> +{followersBonus}
            </span>}
        </span>
      </span>
      {children}
      {!affordable && <span className="studio-caption__locked">Not enough energy</span>}
    </button>
  );
}
