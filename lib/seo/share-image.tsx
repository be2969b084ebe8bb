import { ImageResponse } from 'next/og';
import { barGeometry } from '@/lib/seo/bar-geometry';

const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

interface ShareImageInput {
  siteName: string;
  title: string;
  /** Caption of the chart: series, unit and years. */
  caption: string;
  values: readonly number[];
  /** Shown instead of (or under) the chart, e.g. that a series is not yet included. */
  note?: string;
}

const CHART_HEIGHT = 240;

/** A 1200×630 PNG: site name, page title, and the page's default series drawn as small bars. */
export function renderShareImage({ siteName, title, caption, values, note }: ShareImageInput): ImageResponse {
  const { zeroFromTop, bars } = barGeometry(values, CHART_HEIGHT);
  const gap = values.length > 40 ? 2 : 4;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        padding: '48px 64px',
        background: '#ffffff',
        color: '#12263a',
        fontFamily: 'sans-serif',
      }}
    >
      <div style={{ display: 'flex', fontSize: 28, color: '#1f4e79' }}>{siteName}</div>
      <div
        style={{
          display: 'flex',
          fontSize: title.length > 34 ? 46 : 56,
          fontWeight: 700,
          marginTop: 12,
          lineHeight: 1.15,
        }}
      >
        {title}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', marginTop: 'auto' }}>
        <div
          style={{ display: 'flex', height: CHART_HEIGHT, alignItems: 'stretch', borderBottom: '2px solid #d0d7de' }}
        >
          {bars.map((bar, i) => (
            <div key={i} style={{ display: 'flex', flexDirection: 'column', flex: 1, marginRight: gap }}>
              <div
                style={{
                  display: 'flex',
                  height: zeroFromTop,
                  alignItems: 'flex-end',
                  borderBottom: zeroFromTop > 0 && zeroFromTop < CHART_HEIGHT ? '1px solid #8c959f' : 'none',
                }}
              >
                <div style={{ display: 'flex', width: '100%', height: bar.up, background: '#1f4e79' }} />
              </div>
              <div style={{ display: 'flex', height: CHART_HEIGHT - zeroFromTop, alignItems: 'flex-start' }}>
                <div style={{ display: 'flex', width: '100%', height: bar.down, background: '#2e8b57' }} />
              </div>
            </div>
          ))}
        </div>
        <div style={{ display: 'flex', fontSize: 24, marginTop: 14, color: '#3d4f60' }}>{caption}</div>
        {note && <div style={{ display: 'flex', fontSize: 22, marginTop: 6, color: '#8a4b00' }}>{note}</div>}
      </div>
    </div>,
    SHARE_IMAGE_SIZE,
  );
}
