import { dynamicMetadata, dynamicPage, subPageParams } from '@/lib/dynamic/route';

export const dynamicParams = false;
export const generateStaticParams = subPageParams('economic-indicators-ghg');
export const generateMetadata = dynamicMetadata('economic-indicators-ghg');

export default dynamicPage('economic-indicators-ghg');
