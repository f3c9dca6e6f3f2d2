import type { InfiniteData } from '@tanstack/react-query';
import type { FeedLikeEvent, FeedPage, FeedPost } from '@il/contracts';

/** The feed as cached: pages newest first, each page newest first, cursors walking back in time. */
export type FeedData = InfiniteData<FeedPage, string | undefined>;

export function feedPosts(data: Pick<FeedData, 'pages'> | undefined): FeedPost[] {
  return data?.pages.flatMap((page) => page.posts) ?? [];
}

/** A post that just went up goes on top, once, however many times the news of it arrives. */
export function prependPost(data: FeedData, post: FeedPost): FeedData {
  if (data.pages.some((page) => page.posts.some((known) => known.postId === post.postId))) return data;
  const [first, ...older] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...older] };
}

export function updatePost(data: FeedData, postId: number, change: (post: FeedPost) => FeedPost): FeedData {
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.posts.some((post) => post.postId === postId)) return page;
    changed = true;
    return { ...page, posts: page.posts.map((post) => (post.postId === postId ? change(post) : post)) };
  });
  return changed ? { ...data, pages } : data;
}

/** A like event states the post's likes as they now are; whether the viewer likes it changes only if they did it. */
export function applyLikeEvent(data: FeedData, event: FeedLikeEvent, viewerId: number | null): FeedData {
  return updatePost(data, event.postId, (post) => ({
    ...post,
    likeCount: event.likeCount,
    likerNames: event.likerNames,
    userHasLiked: event.userId === viewerId ? event.liked : post.userHasLiked,
  }));
}

/** The viewer's own like, as the like call answered it, before the stream or a refetch confirms the names. */
export function applyOwnLike(data: FeedData, postId: number, liked: boolean, likeCount: number, likerName: string | undefined): FeedData {
  return updatePost(data, postId, (post) => {
    let likerNames = post.likerNames;
    if (likerName && liked && !likerNames.includes(likerName)) likerNames = [...likerNames, likerName];
    if (likerName && !liked) {
      const index = likerNames.lastIndexOf(likerName);
      if (index >= 0) likerNames = [...likerNames.slice(0, index), ...likerNames.slice(index + 1)];
    }
    return { ...post, userHasLiked: liked, likeCount, likerNames };
  });
}
