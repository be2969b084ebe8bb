import { dynamicMetadata, dynamicPage, subPageParams } from '@/lib/dynamic/route';

export const dynamicParams = false;
export const generateStaticParams = subPageParams('projects');
export const generateMetadata = dynamicMetadata('projects');

export default dynamicPage('projects');
