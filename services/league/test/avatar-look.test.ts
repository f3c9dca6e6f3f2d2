import { avatarLookOf, SKIN_TONES } from '../src/avatar/avatar-look';
import { drawLocalAvatar } from '../src/avatar/local-avatar';

const svgOf = (dataUri: string) => decodeURIComponent(dataUri.slice(dataUri.indexOf(',') + 1));

describe('the local avatar follows the words it can', () => {
  it('reads a hair colour before or after the hair, or as "-haired", in any case', () => {
    expect(avatarLookOf('pink hair, sequin dress').hairColor).toBe('f472b6');
    expect(avatarLookOf('Long PINK hair').hairColor).toBe('f472b6');
    expect(avatarLookOf('hot pink hair').hairColor).toBe('ec4899');
    expect(avatarLookOf('hair: silver, leather jacket').hairColor).toBe('c0c0c8');
    expect(avatarLookOf('a blonde-haired bombshell').hairColor).toBe('f4d03f');
  });

  it('reads no hair colour from words that do not give one', () => {
    expect(avatarLookOf(undefined).hairColor).toBeNull();
    expect(avatarLookOf('red dress, big smile').hairColor).toBeNull();
    expect(avatarLookOf('short hair').hairColor).toBeNull();
  });

  it('draws "pink hair, sequin dress" with pink hair and a skin tone, not in black and white', () => {
    const svg = svgOf(drawLocalAvatar('a reality star, pink hair, sequin dress', 'dating_show', 's1', 'pink hair, sequin dress'));
    expect(svg.toLowerCase()).toContain('#f472b6');
    expect(SKIN_TONES.some((tone) => svg.toLowerCase().includes(`#${tone}`))).toBe(true);
  });
});
