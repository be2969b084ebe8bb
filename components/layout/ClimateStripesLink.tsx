import { computeStripeColours, type StripesSeries } from '@/lib/charts/colours/stripe-colours';
import styles from '@/components/layout/ClimateStripesLink.module.css';

export const STRIPES_URL = 'https://showyourstripes.info/';

/**
 * A small emission-stripes graphic linking to the climate stripes site; its
 * colours come from the real series. Without a series the link is text only.
 */
export function ClimateStripesLink({ series, label, hint }: { series?: StripesSeries; label: string; hint: string }) {
  const colours = series ? computeStripeColours(series.values) : [];
  return (
    <a className={styles.link} href={STRIPES_URL} rel="noopener" target="_blank">
      {colours.length ? (
        // The <title> names the image for screen readers and shows as a tooltip on hover.
        <svg className={styles.stripes} viewBox={`0 0 ${colours.length} 1`} preserveAspectRatio="none" role="img">
          <title>{label}</title>
          {colours.map((colour, i) => (
            <rect key={i} x={i} y={0} width={1.02} height={1} fill={colour} />
          ))}
        </svg>
      ) : (
        <>
          {label}
          <span className="visually-hidden"> {hint}</span>
        </>
      )}
    </a>
  );
}
