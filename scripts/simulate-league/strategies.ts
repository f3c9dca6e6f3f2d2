import type { ActiveScandal, CaptionOption, ScandalResponseOption } from '@il/contracts';
import type { Random } from '@il/platform';

export type Background = 'competition' | 'dating_show' | 'drama' | 'lifestyle' | 'survival';
export type Risk = 'safe' | 'medium' | 'risky';

export interface Strategy {
  label: string;
  background: Background;
  /** UTC hours at which the player opens the game. */
  hours: number[];
  /** Days (1-based) on which the player plays at all. */
  plays(day: number): boolean;
  risks: Risk[];
  captions: Array<CaptionOption['type'] | 'custom'>;
  /** Energy the player keeps in reserve when posting. */
  energyFloor: number;
  /** The answer to a scandal, or null to leave the crisis page unopened this visit. */
  respond(severity: ActiveScandal['severity'], random: Random): ScandalResponseOption | null;
  takesDeals: boolean;
  /** Reads the challenge list and plays toward it. */
  challengeAware: boolean;
  likesPerDay: number;
}

export const STRATEGIES: Array<{ name: string; strategy: Strategy }> = [
  {
    name: 'Kim',
    strategy: {
      label: 'grinder: safe content, all challenges, deals, apologises',
      background: 'competition',
      hours: [8, 12, 16, 20],
      plays: () => true,
      risks: ['safe'],
      captions: ['humble', 'safe'],
      energyFloor: 0,
      respond: () => 'apologize',
      takesDeals: true,
      challengeAware: true,
      likesPerDay: 2,
    },
  },
  {
    name: 'Dex',
    strategy: {
      label: 'provocateur: risky content, thirst captions, doubles down',
      background: 'drama',
      hours: [11, 15, 23],
      plays: () => true,
      risks: ['risky', 'medium'],
      captions: ['thirst', 'aspirational', 'safe'],
      energyFloor: 0,
      respond: () => 'double_down',
      takesDeals: true,
      challengeAware: false,
      likesPerDay: 0,
    },
  },
  {
    name: 'Lux',
    strategy: {
      label: 'mogul: medium content, aspirational captions, deal-first',
      background: 'lifestyle',
      hours: [9, 14, 19],
      plays: () => true,
      risks: ['medium', 'safe'],
      captions: ['aspirational', 'safe'],
      energyFloor: 10,
      respond: (severity) => (severity === 'high' || severity === 'critical' ? 'apologize' : 'ignore'),
      takesDeals: true,
      challengeAware: true,
      likesPerDay: 1,
    },
  },
  {
    name: 'Gia',
    strategy: {
      label: 'casual: one evening visit, whatever is cheap, half the crises unseen',
      background: 'dating_show',
      hours: [20],
      plays: () => true,
      risks: ['safe', 'medium'],
      captions: ['safe', 'thirst'],
      energyFloor: 20,
      respond: (_severity, random) => (random.next() < 0.5 ? 'ignore' : null),
      takesDeals: true,
      challengeAware: false,
      likesPerDay: 1,
    },
  },
  {
    name: 'Sam',
    strategy: {
      label: 'authentic: safe content, own captions, challenges, likes',
      background: 'survival',
      hours: [7, 13, 21],
      plays: () => true,
      risks: ['safe'],
      captions: ['custom', 'humble'],
      energyFloor: 0,
      respond: () => 'apologize',
      takesDeals: true,
      challengeAware: true,
      likesPerDay: 3,
    },
  },
  {
    name: 'Rio',
    strategy: {
      label: 'dropout: plays the first week, then leaves deals and scandals behind',
      background: 'competition',
      hours: [12, 18],
      plays: (day) => day <= 7,
      risks: ['medium', 'risky'],
      captions: ['thirst', 'safe'],
      energyFloor: 0,
      respond: () => null,
      takesDeals: true,
      challengeAware: false,
      likesPerDay: 0,
    },
  },
];
