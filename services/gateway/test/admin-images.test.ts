import { AdminImagesResponse } from '@il/contracts';
import { Client, createTestApp, type TestApp } from './support/test-app';

/** GET /_api/admin/images: the gallery of every card image, for admins only. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(async () => {
  await t.close();
});

describe('admin image gallery', () => {
  it('lists every card image inline, with title, content type and theme', async () => {
    const boss = new Client(t.app);
    await boss.register('boss@example.com', 'Boss');
    const answer = await boss.get('/_api/admin/images');
    expect(answer.status).toBe(200);
    const { images } = AdminImagesResponse.parse(answer.body);
    expect(images.length).toBeGreaterThanOrEqual(40);
    expect(new Set(images.map((i) => i.contentType))).toEqual(new Set(['photo', 'story', 'video', 'live']));
    const selfie = images.find((i) => i.id === 101)!;
    expect(selfie).toMatchObject({ title: 'Golden Hour Selfie', contentType: 'photo', theme: 'lifestyle' });
    expect(selfie.imageData.startsWith('data:image/svg+xml;base64,')).toBe(true);
    // The same picture the image route serves.
    const served = await t.app.inject({ method: 'GET', url: '/_api/image?id=101' });
    expect(Buffer.from(selfie.imageData.split(',')[1]!, 'base64').toString()).toBe(served.body);
  });

  it('answers a player 403 with the guard wording, and a visitor 401', async () => {
    const kim = new Client(t.app);
    await kim.register('kim@example.com', 'Kim');
    expect(await kim.get('/_api/admin/images')).toMatchObject({
      status: 403,
      body: { error: 'Access denied. Your role (user) lacks required permissions.' },
    });
    expect(await new Client(t.app).get('/_api/admin/images')).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });
});
