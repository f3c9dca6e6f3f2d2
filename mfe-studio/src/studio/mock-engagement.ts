/** §2 Preview: a mock post shows 100-1099 likes and 5-54 comments, drawn once per preview. */
export const MOCK_LIKES = { min: 100, count: 1000 } as const;
export const MOCK_COMMENTS = { min: 5, count: 50 } as const;

export function mockEngagement(random: () => number = Math.random): { likes: number; comments: number } {
  return {
    likes: MOCK_LIKES.min + Math.floor(random() * MOCK_LIKES.count),
    comments: MOCK_COMMENTS.min + Math.floor(random() * MOCK_COMMENTS.count),
  };
}
