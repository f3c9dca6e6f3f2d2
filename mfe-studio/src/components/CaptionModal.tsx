import { useState } from 'react';
import { CUSTOM_CAPTION_LIMITS, CustomCaptionText, captionOptionsOf, type CaptionType, type ContentCard } from '@il/contracts';
import { Button, Dialog, FormField, Textarea } from '@il/ui';
import { EmojiText } from '@il/ui/icons';
import { CAPTION_STYLES } from '../studio/caption-labels';
import { canAfford, captionEnergyCost, type CaptionChoice } from '../studio/estimates';
import { CaptionOptionButton } from './CaptionOptionButton';
import { ReputationEffects } from './ReputationEffects';
import Zap from 'lucide-react/icons/zap';

export interface CaptionModalProps {
  card: ContentCard;
  energy: number;
  /** The caption chosen before going back from the preview, if any. */
  initial: CaptionChoice | null;
  onCancel: () => void;
  onContinue: (caption: CaptionChoice) => void;
}

type Selected = CaptionType | 'custom' | null;

/** §2 caption modal with the §5 caption rules. */
export function CaptionModal({ card, energy, initial, onCancel, onContinue }: CaptionModalProps) {
  const options = captionOptionsOf(card);
  const [selected, setSelected] = useState<Selected>(initial ? (initial.kind === 'custom' ? 'custom' : initial.option.type) : null);
  const [text, setText] = useState(initial?.kind === 'custom' ? initial.text : '');
  const [touched, setTouched] = useState(false);

  // The counter, the limit and the text sent all measure the trimmed caption.
  const parsed = CustomCaptionText.safeParse(text);
  const customError = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const customAffordable = canAfford(energy, card, { kind: 'custom' });
  const chosenOption = options.find((option) => option.type === selected);
  const canContinue = selected === 'custom' ? customAffordable && parsed.success : chosenOption !== undefined && canAfford(energy, card, { kind: 'option', option: chosenOption });

  const submit = () => {
    if (selected === 'custom') {
      if (parsed.success) onContinue({ kind: 'custom', text: parsed.data });
      else setTouched(true);
      return;
    }
    if (chosenOption) onContinue({ kind: 'option', option: chosenOption });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      size="lg"
      title="Choose Your Caption"
      description="Select a caption style or write your own"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={!canContinue} onClick={submit}>
            Continue with Caption
          </Button>
        </>
      }
    >
      <p className="studio-modal__context">
        <strong>{card.title}</strong> · <Zap /> {card.energyCost} energy · you have <Zap /> {energy}
      </p>
      <div role="radiogroup" aria-label="Caption style" className="studio-captions">
        {options.map((option) => (
          <CaptionOptionButton
            key={option.type}
            label={CAPTION_STYLES[option.type].label}
            icon={CAPTION_STYLES[option.type].icon}
            selected={selected === option.type}
            affordable={canAfford(energy, card, { kind: 'option', option })}
            energyCost={option.energyCost}
            followersBonus={option.followersBonus}
            onSelect={() => setSelected(option.type)}
          >
            <span className="studio-caption__text">
              “<EmojiText text={option.text} />”
            </span>
            <ReputationEffects effects={option.reputationEffects} label={`${CAPTION_STYLES[option.type].label} caption reputation effects`} />
          </CaptionOptionButton>
        ))}
        <CaptionOptionButton
          label={CAPTION_STYLES.custom.label}
          icon={CAPTION_STYLES.custom.icon}
          selected={selected === 'custom'}
          affordable={customAffordable}
          energyCost={captionEnergyCost(card, { kind: 'custom' })}
          onSelect={() => setSelected('custom')}
        >
          <span className="studio-caption__text">Your own words: an authenticity bonus of +2 to +5, and a wider follower range.</span>
        </CaptionOptionButton>
      </div>
      {selected === 'custom' && (
        <FormField
          className="studio-custom-caption"
          label="Your caption"
          hint={<span className="studio-counter">{`${text.trim().length}/${CUSTOM_CAPTION_LIMITS.studioMax}`}</span>}
          error={touched ? customError : undefined}
        >
          <Textarea
            autoFocus
            value={text}
            placeholder="Say it your way..."
            rows={3}
            onChange={(event) => {
              setText(event.target.value);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
          />
        </FormField>
      )}
    </Dialog>
  );
}
