import { CrisisScreen } from '../crisis/CrisisScreen';
import { CharacterScreenPage } from './CharacterScreenPage';

/** §2 Crisis management. */
export default function CrisisPage() {
  return <CharacterScreenPage title="Crisis Management" screen={CrisisScreen} />;
}
