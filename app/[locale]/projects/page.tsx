import {
  ContentSectionPage,
  contentSectionMetadata,
  type ContentParams,
} from '@/components/content/ContentSectionPage';

export const dynamicParams = false;
export const generateMetadata = ({ params }: { params: ContentParams }) => contentSectionMetadata('projects', params);

export default function Page({ params }: { params: ContentParams }) {
  return <ContentSectionPage id="projects" params={params} />;
}
