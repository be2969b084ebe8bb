import { redirectPageFor, redirectParamsFor } from '@/components/layout/RedirectPage';

export const dynamicParams = false;
export const generateStaticParams = redirectParamsFor('compare');
export default redirectPageFor('compare');
