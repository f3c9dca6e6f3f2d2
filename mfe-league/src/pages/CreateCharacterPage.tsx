import { ScreenPlaceholder } from './ScreenPlaceholder';

export default function CreateCharacterPage() {
  return <ScreenPlaceholder title="Create Your Persona" description="Pick a name, a reality-show background and a look." icon="🎭" />;
}
