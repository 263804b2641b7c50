import { useId, useState } from 'react';
import { textTruncate } from '../../domain/text-truncate';

/** §9 a description cut at 100 characters (offset 20) with a 'Ver más' / 'Ver menos' toggle. */
export function ProductDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = textTruncate(text);
  if (text.trim() === '') return null;
  return (
    <div className="product-detail__description">
      <p id={id}>{expanded || !short.truncated ? text.trim() : short.text}</p>
      {short.truncated && (
        <button
          type="button"
          className="product-detail__more"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Ver menos' : 'Ver más'}
        </button>
      )}
    </div>
  );
}
