import '@il/ui/testing';
import { screen } from '@testing-library/react';
import { fakeApi } from './support/fake-api';
import { LEAGUE, SIGNED_IN } from './support/fixtures';
import { renderSlice } from './support/render';

const INVALID = 'The league ID in the URL is missing or invalid. Please check the address and try again.';
const NOT_FOUND = 'The league you are trying to access could not be found or you are not a member.';

describe('league guard on the social screens (§2)', () => {
  it('chat: "Invalid League ID" for a non-numeric id', async () => {
    fakeApi(SIGNED_IN);
    renderSlice('/leagues/abc/chat');
    expect(await screen.findByRole('heading', { name: 'Invalid League ID' })).toBeInTheDocument();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
  });

  it('chat: "Invalid League" for a numeric id that is no league id', async () => {
    fakeApi(SIGNED_IN);
    renderSlice('/leagues/0/chat');
    expect(await screen.findByRole('heading', { name: 'Invalid League' })).toBeInTheDocument();
  });

  it('feed: "Invalid League" for a non-numeric id', async () => {
    fakeApi(SIGNED_IN);
    renderSlice('/leagues/abc/feed');
    expect(await screen.findByRole('heading', { name: 'Invalid League' })).toBeInTheDocument();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
  });

  it.each(['feed', 'chat'])('%s: "League Not Found" when the league is unknown or not the viewer\'s', async (page) => {
    const { count } = fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/detail': { status: 404, body: { error: 'League not found' } } });
    renderSlice(`/leagues/9/${page}`);
    expect(await screen.findByRole('heading', { name: 'League Not Found' })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND)).toBeInTheDocument();
    expect(count('GET /_api/content/feed') + count('GET /_api/league/chat')).toBe(0);
  });

  it('"League Not Found" for a public league the viewer has not joined, and no stream is opened', async () => {
    const opened: string[] = [];
    (globalThis as { EventSource?: unknown }).EventSource = class {
      constructor(url: string) {
        opened.push(url);
      }
    };
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/detail': { body: { ...LEAGUE, isMember: false, inviteCode: null } } });
    renderSlice('/leagues/7/feed');
    expect(await screen.findByRole('heading', { name: 'League Not Found' })).toBeInTheDocument();
    expect(opened).toEqual([]);
  });
});
