import type { ContentCard, PostContentResponse } from '@il/contracts';
import type { CaptionChoice } from './estimates';

/**
 * §4 Posting flow: browsing → caption modal (card chosen) → preview (caption selected) → posting →
 * success overlay → browsing. Back to Captions keeps the caption as the modal's starting choice;
 * Cancel anywhere goes back to browsing.
 */
export type PostingFlow =
  | { step: 'browsing' }
  | { step: 'caption'; card: ContentCard; caption: CaptionChoice | null }
  | { step: 'preview'; card: ContentCard; caption: CaptionChoice }
  | { step: 'success'; card: ContentCard; caption: CaptionChoice; result: PostContentResponse };

export type PostingAction =
  | { type: 'chooseCard'; card: ContentCard }
  | { type: 'chooseCaption'; caption: CaptionChoice }
  | { type: 'backToCaptions' }
  | { type: 'posted'; result: PostContentResponse }
  | { type: 'reset' };

export const BROWSING: PostingFlow = { step: 'browsing' };

export function postingFlow(state: PostingFlow, action: PostingAction): PostingFlow {
  switch (action.type) {
    case 'chooseCard':
      return state.step === 'browsing' ? { step: 'caption', card: action.card, caption: null } : state;
    case 'chooseCaption':
      return state.step === 'caption' ? { step: 'preview', card: state.card, caption: action.caption } : state;
    case 'backToCaptions':
      return state.step === 'preview' ? { step: 'caption', card: state.card, caption: state.caption } : state;
    case 'posted':
      return state.step === 'preview' ? { step: 'success', card: state.card, caption: state.caption, result: action.result } : state;
    case 'reset':
      return BROWSING;
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/** The card the player is weighing up, for the strategy panel. */
export function cardUnderConsideration(state: PostingFlow): ContentCard | null {
  return state.step === 'browsing' ? null : state.card;
}
