import {
  ContentSectionPage,
  contentSectionMetadata,
  type ContentParams,
} from '@/components/content/ContentSectionPage';
import { contentItemParams } from '@/lib/compile/load/tabbed-route';

export const dynamicParams = false;
export const generateStaticParams = contentItemParams('projects');
export const generateMetadata = ({ params }: { params: ContentParams }) => contentSectionMetadata('projects', params);

export default function Page({ params }: { params: ContentParams }) {
  return <ContentSectionPage id="projects" params={params} />;
}
