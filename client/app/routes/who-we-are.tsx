import { WhoWeArePage } from '#client/features/about';

export default function WhoWeAreRoute() {
  return <WhoWeArePage />;
}
