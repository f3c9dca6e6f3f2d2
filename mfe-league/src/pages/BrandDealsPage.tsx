import { ScreenPlaceholder } from './ScreenPlaceholder';

export default function BrandDealsPage() {
  return <ScreenPlaceholder title="Brand Deals" description="Your partnerships and the marketplace." icon="🤝" />;
}
