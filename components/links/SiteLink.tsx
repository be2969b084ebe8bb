'use client';
/**
 * A link to a page of the site, followed in place as a client navigation (the router fetches the
 * next page's payload, not its document), with none of next/link's code: the site's links never
 * prefetch, so a plain link and the router's `push` are all it needs. A click with a modifier key
 * or another button, or on a link that opens elsewhere, is left to the browser.
 */
import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { withBasePath } from '@/lib/url-state/base-path';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The page's path before the base path, e.g. `/en/projections/`. */
  href: string;
  /** Keep the scroll position where it is instead of going to the top of the new page. */
  keepScroll?: boolean;
  /** Called when the link is followed in place (not for a click left to the browser). */
  onFollow?: () => void;
};

/** Whether the browser should follow the click itself: a modified or non-primary click, or another target. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== '' && target !== '_self')
  );
}

export function SiteLink({ href, keepScroll = false, onClick, onFollow, ...rest }: Props) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={withBasePath(href)}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event)) return;
        event.preventDefault();
        onFollow?.();
        router.push(href, { scroll: !keepScroll });
      }}
    />
  );
}
