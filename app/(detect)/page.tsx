import { RedirectPage } from '@/components/layout/RedirectPage';

/** `/`: the home route is the inventory page in the visitor's language. */
export default function RootRedirectPage() {
  return <RedirectPage segments={['inventory']} />;
}
