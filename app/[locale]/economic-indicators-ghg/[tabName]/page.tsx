import {
  ContentSectionPage,
  contentSectionMetadata,
  type ContentParams,
} from '@/components/content/ContentSectionPage';
import { contentTabParams } from '@/lib/compile/load/tabbed-route';

export const dynamicParams = false;
export const generateStaticParams = contentTabParams('economic-indicators-ghg');
export const generateMetadata = ({ params }: { params: ContentParams }) =>
  contentSectionMetadata('economic-indicators-ghg', params);

export default function Page({ params }: { params: ContentParams }) {
  return <ContentSectionPage id="economic-indicators-ghg" params={params} />;
}
