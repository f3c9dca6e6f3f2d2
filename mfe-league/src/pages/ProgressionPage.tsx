import { ProgressionScreen } from '../progression/ProgressionScreen';
import { CharacterScreenPage } from './CharacterScreenPage';

/** §2 Progression. */
export default function ProgressionPage() {
  return <CharacterScreenPage title="Your Progression" screen={ProgressionScreen} />;
}
