export const FEATURES = [
  { icon: 'camera', title: 'Create Viral Content', text: 'Photos, stories, videos and live streams. Pick your caption, ride the trends and watch the followers roll in.' },
  { icon: 'trophy', title: 'Climb the Leaderboard', text: 'Followers, money and relevance make your score. Outshine your league to be crowned champion.' },
  { icon: 'siren', title: 'Survive Scandals', text: 'Apologise, double down or ignore it. Every crisis is a choice, and your reputation remembers.' },
  { icon: 'handshake', title: 'Land Brand Deals', text: 'Grow the right reputation and sponsors come calling. Choose partners that fit your brand.' },
  { icon: 'message', title: 'Chat With Your League', text: 'Form alliances, trade shade and keep your friends close. Your rivals are reading.' },
  { icon: 'target', title: 'Daily Challenges', text: 'Fresh goals every day with money, followers and energy for the taking.' },
] as const;

export const STEPS = [
  { title: 'Join a league', text: 'Play in a public league or set up a private one for friends and family.' },
  { title: 'Pick your reality-show past', text: 'Dating show, survival, drama, competition or lifestyle: your background sets your starting stats.' },
  { title: 'Go viral', text: 'Post, engage and manage your energy to build the biggest following in the league.' },
] as const;
