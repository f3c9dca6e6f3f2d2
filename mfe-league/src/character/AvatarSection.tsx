import { useState } from 'react';
import { AVATAR_CUSTOM_DETAILS_MAX, backgroundInfo, type RealityShowBackground } from '@il/contracts';
import { Avatar, Button, FormField, Input } from '@il/ui';
import { useAvatarGenerator } from './use-avatar-generator';
import Palette from 'lucide-react/icons/palette';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import WandSparkles from 'lucide-react/icons/wand-sparkles';
import Zap from 'lucide-react/icons/zap';

export interface AvatarSectionProps {
  name: string;
  background: RealityShowBackground;
  avatarUrl: string | undefined;
  onChange: (avatarUrl: string | undefined) => void;
  disabled?: boolean;
}

/** §4 Avatar: none, generating, present; Remove returns to none. */
export function AvatarSection({ name, background, avatarUrl, onChange, disabled = false }: AvatarSectionProps) {
  const [custom, setCustom] = useState('');
  const generator = useAvatarGenerator((url) => onChange(url));
  const generating = generator.isPending;
  const hasAvatar = Boolean(avatarUrl);
  const tags = backgroundInfo(background).avatarTags;

  const addTag = (tag: string) =>
    setCustom((current) => {
      const words = current.trim();
      if (words.toLowerCase().includes(tag.toLowerCase())) return current;
      return (words ? `${words}, ${tag}` : tag).slice(0, AVATAR_CUSTOM_DETAILS_MAX);
    });

  return (
    <section className="avatar-section" aria-labelledby="avatar-section-title" aria-busy={generating || undefined}>
      <h2 id="avatar-section-title" className="persona__section-title">
        Your Look
      </h2>
      <div className="avatar-section__stage">
        <div className={`avatar-section__portrait${generating ? ' avatar-section__portrait--busy' : ''}`}>
          {hasAvatar ? (
            <img src={avatarUrl} alt={`Avatar of ${name || 'your persona'}`} />
          ) : (
            <Avatar name={name || '?'} size="xl" />
          )}
          {generating && (
            <span className="avatar-section__spinner" role="status" aria-label="Generating avatar">
              <span className="il-spinner" aria-hidden="true" />
            </span>
          )}
        </div>
        {!hasAvatar && !generating && (
          <p className="avatar-section__prompt">No avatar yet. Generate a look so the league knows your face in the feed and on the leaderboard.</p>
        )}
      </div>
      <div className="avatar-section__buttons">
        <Button variant="secondary" disabled={disabled || generating} onClick={() => generator.mutate({ style: 'quick', background, custom })}>
          {hasAvatar ? <RefreshCw /> : <Zap />} {hasAvatar ? 'New Look' : 'Quick Generate'}
        </Button>
        <Button variant="outline" disabled={disabled || generating} onClick={() => generator.mutate({ style: 'styled', background, custom })}>
          {custom.trim() ? <Palette /> : <WandSparkles />} {custom.trim() ? 'Generate Custom' : 'Generate with Style'}
        </Button>
        {hasAvatar && (
          <Button variant="ghost" disabled={disabled || generating} onClick={() => onChange(undefined)}>
            Remove
          </Button>
        )}
      </div>
      <FormField label="Customize Your Look" hint="Optional: hair, outfit, vibe. Added to your background's style.">
        <Input
          value={custom}
          maxLength={AVATAR_CUSTOM_DETAILS_MAX}
          placeholder="Describe your ideal look..."
          disabled={disabled}
          onChange={(event) => setCustom(event.target.value)}
        />
      </FormField>
      <div className="avatar-section__tags" aria-label="Style suggestions">
        {tags.map((tag) => (
          <button key={tag} type="button" className="avatar-section__tag" disabled={disabled} onClick={() => addTag(tag)}>
            + {tag}
          </button>
        ))}
      </div>
    </section>
  );
}
