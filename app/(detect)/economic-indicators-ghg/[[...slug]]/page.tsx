import { redirectPageFor, redirectParamsFor } from '@/components/layout/RedirectPage';

export const dynamicParams = false;
export const generateStaticParams = redirectParamsFor('economic-indicators-ghg');
export default redirectPageFor('economic-indicators-ghg');
