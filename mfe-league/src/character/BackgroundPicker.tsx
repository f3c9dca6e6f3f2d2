import type { UseFormRegisterReturn } from 'react-hook-form';
import { REALITY_SHOW_BACKGROUNDS, type RealityShowBackground } from '@il/contracts';
import { cx } from '@il/ui';

export const BACKGROUND_ICONS: Record<RealityShowBackground, string> = {
  competition: '🏆',
  dating_show: '💘',
  drama: '🎭',
  lifestyle: '💎',
  survival: '🏕️',
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
              {BACKGROUND_ICONS[background.value]}
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
