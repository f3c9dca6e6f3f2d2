import type { ReadDoc, ReadStoreReader } from '@il/platform';
import { CHARACTER_AVATARS, CHARACTERS } from '@il/projection-characters';
import { characterAvatarImage, decodeImageDataUrl } from '../src';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('decoding a stored data URL', () => {
  it('reads base64, with spaces and without padding, and percent-encoding byte for byte', () => {
    const base64 = PNG.toString('base64');
    expect(decodeImageDataUrl(`data:image/png;base64,${base64}`)).toEqual({ mediaType: 'image/png', bytes: PNG });
    expect(decodeImageDataUrl(`DATA:Image/PNG;BASE64,${base64.replace(/=+$/, '').replace(/(.{10})/g, '$1 ')}`)).toEqual({ mediaType: 'image/png', bytes: PNG });
    expect(decodeImageDataUrl('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E')?.bytes.toString()).toBe('<svg/>');
    expect(decodeImageDataUrl('data:image/svg+xml,<svg>é</svg>')?.bytes).toEqual(Buffer.from('<svg>é</svg>', 'utf8'));
    expect(decodeImageDataUrl('data:image/gif,%FF%00')?.bytes).toEqual(Buffer.from([0xff, 0x00]));
    expect(decodeImageDataUrl('data:image/svg+xml;base64,PHN2Zy8%2B')?.bytes.toString()).toBe('<svg/>');
  });

  it.each([
    ['data:text/html,<script>alert(1)</script>'],
    ['data:,plain text'],
    ['data:;base64,AAAA'],
    ['data:image/,x'],
    ['data:image/svg+xml<script>,x'],
    ['data:image/png;base64'],
    ['data:image/png;base64,@@@@'],
    ['data:image/png;base64,A'],
    ['data:image/png;base64,'],
    ['https://images.example/a.png'],
  ])('refuses %s', (url) => {
    expect(decodeImageDataUrl(url)).toBeNull();
  });
});

describe('a character avatar for the route', () => {
  const reader = (docs: Record<string, ReadDoc>): ReadStoreReader =>
    ({ get: async (collection: string, id: string) => docs[`${collection}/${id}`] ?? null }) as unknown as ReadStoreReader;
  const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;

  it('takes the image kept apart, tagged by a hash of its bytes', async () => {
    const found = await characterAvatarImage(reader({ [`${CHARACTER_AVATARS}/4`]: { _id: '4', _position: 1, characterId: 4, image: dataUrl } }), 4);
    expect(found).toEqual({ mediaType: 'image/png', bytes: PNG, etag: expect.stringMatching(/^"[\w-]{32}"$/) });
  });

  it('falls back to a character document projected while the image was still inline', async () => {
    const found = await characterAvatarImage(reader({ [`${CHARACTERS}/4`]: { _id: '4', _position: 1, avatarUrl: dataUrl } }), 4);
    expect(found?.bytes).toEqual(PNG);
  });

  it('has nothing for an unknown character, an address, no avatar or a stored value that is no image', async () => {
    const docs = {
      [`${CHARACTERS}/5`]: { _id: '5', _position: 1, avatarUrl: 'https://images.example/a.png' },
      [`${CHARACTERS}/6`]: { _id: '6', _position: 1, avatarUrl: null },
      [`${CHARACTER_AVATARS}/7`]: { _id: '7', _position: 1, characterId: 7, image: 'DATA:text/html,<b>x</b>' },
    };
    for (const id of [4, 5, 6, 7]) expect(await characterAvatarImage(reader(docs), id)).toBeNull();
  });
});
