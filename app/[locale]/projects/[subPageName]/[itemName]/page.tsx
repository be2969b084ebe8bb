import { dynamicMetadata, dynamicPage, itemParams } from '@/lib/dynamic/route';

export const dynamicParams = false;
export const generateStaticParams = itemParams('projects');
export const generateMetadata = dynamicMetadata('projects');

export default dynamicPage('projects');
