import { ChallengesScreen } from '../challenges/ChallengesScreen';
import { CharacterScreenPage } from './CharacterScreenPage';

/** §2 Daily challenges. */
export default function ChallengesPage() {
  return <CharacterScreenPage title="Daily Challenges" screen={ChallengesScreen} />;
}
