import { redirectPageFor, redirectParamsFor } from '@/components/layout/RedirectPage';

export const dynamicParams = false;
export const generateStaticParams = redirectParamsFor('emission-factors');
export default redirectPageFor('emission-factors');
