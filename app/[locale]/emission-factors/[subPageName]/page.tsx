import { dynamicMetadata, dynamicPage, subPageParams } from '@/lib/dynamic/route';

export const dynamicParams = false;
export const generateStaticParams = subPageParams('emission-factors');
export const generateMetadata = dynamicMetadata('emission-factors');

export default dynamicPage('emission-factors');
