import type { UseFormRegisterReturn } from 'react-hook-form';
import { REALITY_SHOW_BACKGROUNDS, type RealityShowBackground } from '@il/contracts';
import { cx } from '@il/ui';
import Drama from 'lucide-react/icons/drama';
import Gem from 'lucide-react/icons/gem';
import Heart from 'lucide-react/icons/heart';
import Tent from 'lucide-react/icons/tent';
import Trophy from 'lucide-react/icons/trophy';
import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';

export const BACKGROUND_ICONS: Record<RealityShowBackground, LucideIcon> = {
  competition: Trophy,
  dating_show: Heart,
  drama: Drama,
  lifestyle: Gem,
  survival: Tent,
};

/** The five reality-show backgrounds as radio cards (§2); the stat hint is the card's promise. */
export function BackgroundPicker({ selected, field, error }: { selected: RealityShowBackground | undefined; field: UseFormRegisterReturn; error?: string }) {
  return (
    <fieldset className="persona__backgrounds">
      <legend className="persona__section-title">Your Reality-Show Background</legend>
      <div className="persona__background-grid">
        {REALITY_SHOW_BACKGROUNDS.map((background) => (
          <label key={background.value} className={cx('choice-card', 'background-card', selected === background.value && 'choice-card--selected')}>
            <input type="radio" value={background.value} className="choice-card__input" {...field} />
            <span className="choice-card__icon" aria-hidden="true">
              {createElement(BACKGROUND_ICONS[background.value])}
            </span>
            <span className="choice-card__label">{background.label}</span>
            <span className="choice-card__hint">{background.description}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="il-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
