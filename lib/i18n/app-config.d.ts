/**
 * next-intl's types for this site: `useLocale()` and `getLocale()` return the site's `Locale`, and
 * messages are typed by the English files (one per namespace), so a key that does not exist fails
 * the type check. Add a namespace file here when you add one under messages/en/.
 */
import type { Locale } from '@/lib/model/locale';
import type ActivityContent from '@/messages/en/ActivityContent.json';
import type ChartOverlays from '@/messages/en/ChartOverlays.json';
import type ChartPage from '@/messages/en/ChartPage.json';
import type Common from '@/messages/en/Common.json';
import type Compare from '@/messages/en/Compare.json';
import type ContentPage from '@/messages/en/ContentPage.json';
import type CookieNotice from '@/messages/en/CookieNotice.json';
import type DataPage from '@/messages/en/DataPage.json';
import type ExportButtons from '@/messages/en/ExportButtons.json';
import type FilterPanel from '@/messages/en/FilterPanel.json';
import type Footer from '@/messages/en/Footer.json';
import type Header from '@/messages/en/Header.json';
import type NotFound from '@/messages/en/NotFound.json';
import type Outlook from '@/messages/en/Outlook.json';
import type Print from '@/messages/en/Print.json';
import type Redirect from '@/messages/en/Redirect.json';
import type Search from '@/messages/en/Search.json';
import type SectorPage from '@/messages/en/SectorPage.json';
import type SectorPie from '@/messages/en/SectorPie.json';
import type ShareImage from '@/messages/en/ShareImage.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof ActivityContent &
      typeof ChartOverlays &
      typeof ChartPage &
      typeof Common &
      typeof Compare &
      typeof ContentPage &
      typeof CookieNotice &
      typeof DataPage &
      typeof ExportButtons &
      typeof FilterPanel &
      typeof Footer &
      typeof Header &
      typeof NotFound &
      typeof Outlook &
      typeof Print &
      typeof Redirect &
      typeof Search &
      typeof SectorPage &
      typeof SectorPie &
      typeof ShareImage;
  }
}
