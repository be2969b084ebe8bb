import { dynamicMetadata, dynamicPage } from '@/lib/dynamic/route';

export const dynamicParams = false;
export const generateMetadata = dynamicMetadata('projects');

export default dynamicPage('projects');
