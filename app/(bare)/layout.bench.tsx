import type { ReactNode } from 'react';

// Root layout of the reference page only: the framework with nothing of the site around it.
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
