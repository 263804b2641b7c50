import { LOGO_VIEW, logoMarkSvg } from '../domain/brand/logo-mark';

// drawn once at load: the same symbol as the manifest icons and the mails' logo
const MARK = logoMarkSvg('currentColor');

/**
 * The chain's logo in the header: the symbol (an image named after the chain for screen
 * readers) and the wordmark beside it, which the symbol's name already says.
 */
export function BrandLogo({ brand }: { brand: string }) {
  return (
    <>
      <svg
        className="brand-logo__mark"
        role="img"
        aria-label={brand}
        viewBox={`64 88 ${LOGO_VIEW - 128} ${LOGO_VIEW - 176}`}
        // a fixed drawing of ours, not content: no customer text ever reaches it
        dangerouslySetInnerHTML={{ __html: MARK }}
      />
      <span className="brand-logo__word" aria-hidden="true">
        {brand}
      </span>
    </>
  );
}
