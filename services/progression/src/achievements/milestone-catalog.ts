import type { ChallengeRewards, MilestoneMetricValue } from '@il/events';

export interface MilestoneDefinition {
  id: number;
  name: string;
  description: string;
  metric: MilestoneMetricValue;
  target: number;
  reward: ChallengeRewards;
}

const reward = (money: number, followers: number, energy: number): ChallengeRewards => ({ money, followers, energy });

/**
 * Ladders on five things a character's own stream counts. Rewards pay in what the ladder does
 * not: posting ladders pay energy and money, money ladders pay followers, follower ladders pay
 * money, so no ladder feeds itself into the next rung.
 */
export const MILESTONES: readonly MilestoneDefinition[] = [
  { id: 1, name: 'First Steps', description: 'Publish 10 posts.', metric: 'posts', target: 10, reward: reward(100, 0, 20) },
  { id: 2, name: 'Regular Poster', description: 'Publish 30 posts.', metric: 'posts', target: 30, reward: reward(300, 0, 30) },
  { id: 3, name: 'Content Veteran', description: 'Publish 60 posts.', metric: 'posts', target: 60, reward: reward(600, 0, 40) },
  { id: 4, name: 'Posting Legend', description: 'Publish 100 posts.', metric: 'posts', target: 100, reward: reward(1_000, 0, 50) },
  { id: 5, name: 'Five Figures Coming', description: 'Reach 5,000 followers.', metric: 'followers', target: 5_000, reward: reward(250, 0, 10) },
  { id: 6, name: 'Fifteen Thousand Strong', description: 'Reach 15,000 followers.', metric: 'followers', target: 15_000, reward: reward(750, 0, 15) },
  { id: 7, name: 'Thirty Thousand Club', description: 'Reach 30,000 followers.', metric: 'followers', target: 30_000, reward: reward(1_500, 0, 20) },
  { id: 8, name: 'Sixty Thousand Fans', description: 'Reach 60,000 followers.', metric: 'followers', target: 60_000, reward: reward(3_000, 0, 25) },
  { id: 9, name: 'Getting Paid', description: 'Have $5,000.', metric: 'money', target: 5_000, reward: reward(0, 200, 0) },
  { id: 10, name: 'Serious Money', description: 'Have $15,000.', metric: 'money', target: 15_000, reward: reward(0, 500, 0) },
  { id: 11, name: 'Mogul in the Making', description: 'Have $40,000.', metric: 'money', target: 40_000, reward: reward(0, 1_200, 0) },
  { id: 12, name: 'First Paycheck', description: 'Deliver 1 brand deal.', metric: 'brand_deals_completed', target: 1, reward: reward(0, 100, 10) },
  { id: 13, name: 'Brand Favourite', description: 'Deliver 5 brand deals.', metric: 'brand_deals_completed', target: 5, reward: reward(0, 300, 15) },
  { id: 14, name: 'Ambassador', description: 'Deliver 12 brand deals.', metric: 'brand_deals_completed', target: 12, reward: reward(0, 800, 20) },
  { id: 15, name: 'Challenger', description: 'Claim 5 daily challenge rewards.', metric: 'challenges_completed', target: 5, reward: reward(150, 0, 10) },
  { id: 16, name: 'Daily Grinder', description: 'Claim 20 daily challenge rewards.', metric: 'challenges_completed', target: 20, reward: reward(400, 0, 20) },
  { id: 17, name: 'Challenge Champion', description: 'Claim 40 daily challenge rewards.', metric: 'challenges_completed', target: 40, reward: reward(800, 0, 30) },
  { id: 18, name: 'Completionist', description: 'Claim 70 daily challenge rewards.', metric: 'challenges_completed', target: 70, reward: reward(1_200, 0, 40) },
];
