import {
  ContentSectionPage,
  contentSectionMetadata,
  type ContentParams,
} from '@/components/content/ContentSectionPage';
import { contentItemParams } from '@/lib/compile/load/tabbed-route';

export const dynamicParams = false;
export const generateStaticParams = contentItemParams('economic-indicators-ghg');
export const generateMetadata = ({ params }: { params: ContentParams }) =>
  contentSectionMetadata('economic-indicators-ghg', params);

export default function Page({ params }: { params: ContentParams }) {
  return <ContentSectionPage id="economic-indicators-ghg" params={params} />;
}
