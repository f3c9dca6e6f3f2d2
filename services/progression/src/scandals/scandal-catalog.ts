import type { ScandalSeverityValue } from '@il/events';

/** What set a scandal off, so the story told fits the post: the caption, the star's drama, or the content. */
export type ScandalTrigger = 'thirst' | 'drama' | 'content';

export interface ScandalCatalogEntry {
  key: string;
  severity: ScandalSeverityValue;
  trigger: ScandalTrigger;
  title: string;
  description: string;
}

/**
 * The stories scandals tell, five per severity. Title and description are copied into
 * ScandalTriggered, so editing this list never rewrites a scandal that already happened.
 */
export const SCANDAL_CATALOG: readonly ScandalCatalogEntry[] = [
  // low
  { key: 'filter-fail', severity: 'low', trigger: 'content', title: 'Filter Fail', description: 'Fans zoomed in on your latest post and found a warped doorframe right behind you. The #nofilter hashtag you used is not aging well at all.' },
  { key: 'recycled-caption', severity: 'low', trigger: 'content', title: 'Recycled Caption', description: 'Someone noticed your caption is word for word the same as a post of yours from two years ago. The comment section is calling it lazy and counting.' },
  { key: 'thirst-eye-rolls', severity: 'low', trigger: 'thirst', title: 'Thirst Trap Eye-Rolls', description: 'Your caption had followers rolling their eyes. Screenshots are circulating with "we get it, you own a mirror" and a laughing emoji pile-on underneath.' },
  { key: 'shady-emoji', severity: 'low', trigger: 'drama', title: 'Shady Emoji', description: 'A single side-eye emoji under a co-star\'s post has fans writing threads about who it was aimed at and what happened between you two off camera.' },
  { key: 'wrong-tag', severity: 'low', trigger: 'content', title: 'Wrong Brand Tagged', description: 'You tagged the wrong brand in your post, and their biggest rival\'s social media team is having a lot of very public fun with it in your comments.' },
  // medium
  { key: 'staged-spontaneity', severity: 'medium', trigger: 'content', title: 'Staged Spontaneity', description: 'A behind-the-scenes clip shows your "candid" moment took fourteen takes and a ring light. Fans who loved how natural it looked feel a little played.' },
  { key: 'caption-controversy', severity: 'medium', trigger: 'thirst', title: 'Caption Controversy', description: 'Your suggestive caption was shared on a parenting forum, and the thread about it now has three thousand replies and a poll about whether you should apologise.' },
  { key: 'group-chat-leak', severity: 'medium', trigger: 'drama', title: 'Group Chat Leak', description: 'Screenshots from the cast group chat are out, and your messages are by far the spiciest ones in it. Everyone is quoting the line about the reunion seating plan.' },
  { key: 'undisclosed-ad', severity: 'medium', trigger: 'content', title: 'Undisclosed Ad', description: 'Followers spotted a product placement you never marked as an ad. Consumer bloggers are asking questions, and one of them has emailed the regulator.' },
  { key: 'old-posts', severity: 'medium', trigger: 'drama', title: 'Old Posts Resurface', description: 'Someone dug up your posts from before the show and put them side by side with what you say now. They have not aged gracefully, and the thread is growing.' },
  // high
  { key: 'fake-followers', severity: 'high', trigger: 'content', title: 'Fake Followers Exposé', description: 'A data blogger claims a large chunk of your audience is bots, with charts of suspicious overnight spikes. The exposé is spreading faster than your last post did.' },
  { key: 'co-star-callout', severity: 'high', trigger: 'drama', title: 'Co-Star Callout', description: 'A former castmate posted a forty-minute video about how you "really" behaved when the cameras were off. It is trending, and the stitches keep coming.' },
  { key: 'brand-safety-alarm', severity: 'high', trigger: 'thirst', title: 'Brand Safety Alarm', description: 'Two brands you worked with are being tagged under your racy caption by followers asking whether they approve of it. Their marketing teams have gone very quiet.' },
  { key: 'stolen-content', severity: 'high', trigger: 'content', title: 'Stolen Content', description: 'A small creator says your post copied their concept frame for frame, and they have the receipts: dated drafts, the same props and the very same location.' },
  { key: 'reunion-feud', severity: 'high', trigger: 'drama', title: 'Reunion Feud', description: 'Clips of your heated exchange at the reunion are everywhere, remixed and subtitled. The internet has picked a side in the feud, and it is not yours.' },
  // critical
  { key: 'cancel-campaign', severity: 'critical', trigger: 'content', title: 'Cancel Campaign', description: 'A hashtag demanding you be cancelled has reached the national trending list. Sponsors are watching closely and journalists are asking your agent for a comment.' },
  { key: 'secret-recording', severity: 'critical', trigger: 'drama', title: 'Secret Recording', description: 'An audio clip of you trashing the whole cast, the producers and the fans has leaked. Every fan account is reacting, and the clip is on its third million plays.' },
  { key: 'tabloid-front-page', severity: 'critical', trigger: 'thirst', title: 'Tabloid Front Page', description: 'Your post made the front page of a national tabloid under a headline you will not want your family to read. Morning television has booked a panel about it.' },
  { key: 'charity-questions', severity: 'critical', trigger: 'content', title: 'Charity Questions', description: 'Questions about where the money from your charity livestream went are getting very loud, and the charity has said it has not received a penny yet.' },
  { key: 'producer-expose', severity: 'critical', trigger: 'drama', title: 'Producer Exposé', description: 'A producer claims your biggest storyline on the show was your own invention, planned with a publicist. The fandom that made you feels thoroughly betrayed.' },
];
