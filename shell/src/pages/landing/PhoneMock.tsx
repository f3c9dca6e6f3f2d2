import { UiIcon } from '@il/ui/core';

/** The hero's picture: a phone showing a post going viral, drawn in CSS. */
export function PhoneMock() {
  return (
    <div className="phone" aria-hidden="true">
      <div className="phone__screen">
        <div className="phone__header">
          <span className="phone__avatar">JV</span>
          <div>
            <p className="phone__name">@jadeviral</p>
            <p className="phone__meta">Former dating-show star</p>
          </div>
        </div>
        <div className="phone__post">
          <span className="phone__post-emoji">
            <UiIcon name="palm" />
          </span>
          <span className="phone__post-caption">
            {/* Drawn, not typed: a phone without an emoji font showed the sparkle as an empty box. */}
            Villa reunion, but make it iconic <UiIcon name="star" />
          </span>
        </div>
        <div className="phone__stats">
          <span>
            <UiIcon name="heart" /> 24.8K
          </span>
          <span>
            <UiIcon name="message" /> 1.2K
          </span>
          <span>
            <UiIcon name="repost" /> 860
          </span>
        </div>
        <div className="phone__bars">
          <div className="phone__bar">
            <span>Followers</span>
            <strong>1.2M</strong>
          </div>
          <div className="phone__meter">
            <span style={{ width: '82%' }} />
          </div>
          <div className="phone__bar">
            <span>Relevance</span>
            <strong>91</strong>
          </div>
          <div className="phone__meter">
            <span style={{ width: '91%' }} />
          </div>
        </div>
      </div>
      <div className="phone__bubble phone__bubble--one">+12,400 followers</div>
      <div className="phone__bubble phone__bubble--two"><UiIcon name="trophy" /> Rank #1</div>
    </div>
  );
}
