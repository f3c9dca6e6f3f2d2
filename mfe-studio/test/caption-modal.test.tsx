import '@il/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CAPTION_OPTIONS } from '@il/contracts';
import { CaptionModal } from '../src/components/CaptionModal';
import type { CaptionChoice } from '../src/studio/estimates';
import { card } from './support/fixtures';

function open(props: { energy?: number; captionOptions?: unknown; initial?: CaptionChoice | null } = {}) {
  const onContinue = jest.fn();
  const onCancel = jest.fn();
  const shown = card({ energyCost: 15, captionOptions: (props.captionOptions ?? null) as never });
  render(<CaptionModal card={shown} energy={props.energy ?? 100} initial={props.initial ?? null} onCancel={onCancel} onContinue={onContinue} />);
  const dialog = screen.getByRole('dialog', { name: 'Choose Your Caption' });
  return { dialog, onContinue, onCancel, user: userEvent.setup() };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue with Caption' });
const radio = (name: RegExp) => screen.getByRole('radio', { name });
// A caption's emoji are icons beside a hidden copy of the emoji: its text is the element's whole text.
const captionTexts = (dialog: HTMLElement) => Array.from(dialog.querySelectorAll('.studio-caption__text'), (node) => node.textContent);

describe('caption modal', () => {
  it('offers the four §9 default captions and a custom one when the card brings none', () => {
    const { dialog } = open();
    expect(within(dialog).getByText('Select a caption style or write your own')).toBeInTheDocument();
    expect(captionTexts(dialog)).toEqual(expect.arrayContaining(DEFAULT_CAPTION_OPTIONS.map((option) => `“${option.text}”`)));
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('draws every default caption’s emoji as an icon, keeping the emoji as hidden text', () => {
    const { dialog } = open();
    const emoji = Array.from(dialog.querySelectorAll('.studio-caption__text .il-emoji'));
    expect(emoji.map((node) => node.getAttribute('data-emoji'))).toEqual(['✨', '🙏', '💎', '😏', '🔥']);
    for (const node of emoji) {
      expect(node.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(node.querySelector('.il-visually-hidden')).toHaveTextContent(node.getAttribute('data-emoji')!);
    }
  });

  it('uses the card’s own options only when every entry is well formed', () => {
    const own = [
      { type: 'safe', text: 'Leg day done.', energyCost: 0, followersBonus: 0, reputationEffects: { authenticity: 1 } },
      { type: 'humble', text: 'Slow progress is progress.', energyCost: 1, followersBonus: 8, reputationEffects: {} },
    ];
    open({ captionOptions: own });
    expect(screen.getByText('“Leg day done.”')).toBeInTheDocument();
    expect(screen.queryByText(`“${DEFAULT_CAPTION_OPTIONS[0]!.text}”`)).not.toBeInTheDocument();
  });

  it('falls back to the defaults when one server option is malformed', () => {
    const { dialog } = open({ captionOptions: { safe: { type: 'safe', text: 'ok', energyCost: 0, followersBonus: 0, reputationEffects: {} }, thirst: { type: 'thirst', text: 'no cost' } } });
    expect(captionTexts(dialog)).toContain(`“${DEFAULT_CAPTION_OPTIONS[3]!.text}”`);
    expect(screen.queryByText('“ok”')).not.toBeInTheDocument();
  });

  it('disables captions the energy cannot cover, saying "Not enough energy"', () => {
    // Card 15: safe and humble cost 15, aspirational 17, thirst 18, custom 22.
    open({ energy: 17 });
    expect(radio(/Safe/)).toBeEnabled();
    expect(radio(/Humble/)).toBeEnabled();
    expect(radio(/Aspirational/)).toBeEnabled();
    expect(radio(/Thirst Trap/)).toBeDisabled();
    expect(radio(/Thirst Trap/)).toHaveTextContent('Not enough energy');
    expect(radio(/Write Your Own/)).toBeDisabled();
    expect(radio(/Aspirational/)).not.toHaveTextContent('Not enough energy');
  });

  it('keeps Continue disabled until a caption type is selected, then continues with it', async () => {
    const { user, onContinue } = open();
    expect(continueButton()).toBeDisabled();
    await user.click(radio(/Humble/));
    expect(radio(/Humble/)).toHaveAttribute('aria-checked', 'true');
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith({ kind: 'option', option: DEFAULT_CAPTION_OPTIONS[1] });
  });

  it('checks a custom caption: counter, empty after trimming, at most 280, submitted trimmed', async () => {
    const { user, onContinue } = open();
    await user.click(radio(/Write Your Own/));
    const field = screen.getByLabelText('Your caption');
    expect(screen.getByText('0/280')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await user.type(field, '   ');
    expect(screen.getByText('0/280')).toBeInTheDocument();
    expect(screen.getByText('Caption cannot be empty')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(281));
    expect(screen.getByText('281/280')).toBeInTheDocument();
    expect(screen.getByText('Caption must be 280 characters or less')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await user.clear(field);
    await user.type(field, '  Reunion ready, no filter  ');
    // The counter counts what is sent: 24 characters, not the 28 typed.
    expect(screen.getByText('24/280')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith({ kind: 'custom', text: 'Reunion ready, no filter' });
  });

  it('accepts exactly 280 characters', async () => {
    const { user } = open();
    await user.click(radio(/Write Your Own/));
    await user.click(screen.getByLabelText('Your caption'));
    await user.paste(`  ${'y'.repeat(280)}  `);
    expect(screen.getByText('280/280')).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('starts from the caption chosen before Back to Captions', () => {
    open({ initial: { kind: 'custom', text: 'Said before' } });
    expect(radio(/Write Your Own/)).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('Your caption')).toHaveValue('Said before');
    expect(continueButton()).toBeEnabled();
  });

  it('cancels', async () => {
    const { user, onCancel } = open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
