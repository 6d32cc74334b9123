import { WhoWeArePage } from '../../features/about/who-we-are-page';

export default function WhoWeAreRoute() {
  return <WhoWeArePage />;
}
