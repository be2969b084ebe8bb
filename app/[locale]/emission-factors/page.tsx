import { dynamicMetadata, dynamicPage } from '@/lib/dynamic/route';

export const dynamicParams = false;
export const generateMetadata = dynamicMetadata('emission-factors');

export default dynamicPage('emission-factors');
