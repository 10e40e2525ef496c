import { type ReactNode, useId } from 'react';

/** A region of a page named by its heading, so that screen readers list it by that name. */
export function TitledSection(props: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
