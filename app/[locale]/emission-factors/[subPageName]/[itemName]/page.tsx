import { dynamicMetadata, dynamicPage, itemParams } from '@/lib/dynamic/route';

export const dynamicParams = false;
export const generateStaticParams = itemParams('emission-factors');
export const generateMetadata = dynamicMetadata('emission-factors');

export default dynamicPage('emission-factors');
