import type { MouseEvent } from 'react';

/** The id of the element holding a layout's page, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first thing a keyboard reaches, shown only while focused (index.html's `.skip-link`),
 * so a keyboard user does not tab through the whole sidebar on every page.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to content
    </a>
  );
}
