import { dynamicMetadata, dynamicPage } from '@/lib/dynamic/route';

export const dynamicParams = false;
export const generateMetadata = dynamicMetadata('economic-indicators-ghg');

export default dynamicPage('economic-indicators-ghg');
