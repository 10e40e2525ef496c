import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Draws `children` once their place comes near the screen: a part a phone shows below the fold
 * (and the chunk it is made of) is not downloaded with the page's first view. A browser without
 * IntersectionObserver draws them at once.
 */
export function WhenVisible(props: { children: ReactNode; placeholderClassName?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = place.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{props.children}</>;
  return (
    <div ref={place} aria-hidden="true" className={props.placeholderClassName ?? 'min-h-40'} />
  );
}
