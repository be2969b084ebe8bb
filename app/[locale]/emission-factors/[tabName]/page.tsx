import {
  ContentSectionPage,
  contentSectionMetadata,
  type ContentParams,
} from '@/components/content/ContentSectionPage';
import { contentTabParams } from '@/lib/compile/load/tabbed-route';

export const dynamicParams = false;
export const generateStaticParams = contentTabParams('emission-factors');
export const generateMetadata = ({ params }: { params: ContentParams }) =>
  contentSectionMetadata('emission-factors', params);

export default function Page({ params }: { params: ContentParams }) {
  return <ContentSectionPage id="emission-factors" params={params} />;
}
