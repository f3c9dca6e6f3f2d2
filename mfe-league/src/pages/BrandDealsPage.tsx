import { BrandDealsScreen } from '../brand-deals/BrandDealsScreen';
import { CharacterScreenPage } from './CharacterScreenPage';

/** §2 Brand deals. */
export default function BrandDealsPage() {
  return <CharacterScreenPage title="Brand Deals" screen={BrandDealsScreen} />;
}
