import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { BotSide } from '../../domain/assistant/bot-position';
import { PRODUCT_QUESTION, productQuestionError } from '../../domain/assistant/product-question';
import { searchOpenSet } from '../../stores/ui';
import { ModalDialog } from '../../ui/modal-dialog';

interface AssistantMenuProps {
  open: boolean;
  onClose: () => void;
  /** the button's side: the list opens beside it */
  side: BotSide;
  callCenterPhone: string;
  callCenterHref: string;
  firstCategoryPath: string;
}

/** §2.6 the product question: at least 3 characters, then the search opens with the term. */
function ProductQuestion({
  onSearch,
  onBack,
}: {
  onSearch: (term: string) => void;
  onBack: () => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => inputRef.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = productQuestionError(term);
    setError(problem);
    if (problem) inputRef.current?.focus();
    else onSearch(term.trim());
  }

  return (
    <form className="assistant-menu__question" noValidate onSubmit={handleSubmit}>
      <label htmlFor={inputId}>{PRODUCT_QUESTION}</label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        value={term}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setTerm(e.target.value);
          if (error && !productQuestionError(e.target.value)) setError(null);
        }}
      />
      {error ? (
        <p id={errorId} className="assistant-menu__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="assistant-menu__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          Volver
        </button>
        <button type="submit" className="button">
          Buscar
        </button>
      </div>
    </form>
  );
}

/** §2.6 / §4.10 the assistant's question list: three ways to get help. */
export default function AssistantMenu({
  open,
  onClose,
  side,
  callCenterPhone,
  callCenterHref,
  firstCategoryPath,
}: AssistantMenuProps) {
  const [asking, setAsking] = useState(false);
  const firstOption = useRef<HTMLButtonElement>(null);

  // a closed list opens again on its options
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setAsking(false);
  }

  function back() {
    setAsking(false);
    requestAnimationFrame(() => firstOption.current?.focus());
  }

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="¿En qué te ayudamos?"
      className={`assistant-menu assistant-menu--${side}`}
    >
      {asking ? (
        <ProductQuestion
          onBack={back}
          onSearch={(term) => {
            onClose();
            searchOpenSet(true, term);
          }}
        />
      ) : (
        <ul className="assistant-menu__options">
          <li>
            <button
              ref={firstOption}
              type="button"
              className="assistant-menu__option"
              data-autofocus
              onClick={() => setAsking(true)}
            >
              No encuentro un producto
            </button>
          </li>
          <li>
            <Link to={firstCategoryPath} className="assistant-menu__option" onClick={onClose}>
              Ver el menú en tienda
            </Link>
          </li>
          {callCenterPhone ? (
            <li>
              <a href={callCenterHref} className="assistant-menu__option">
                Contactar a un asesor
                <span className="assistant-menu__detail">Llamar al {callCenterPhone}</span>
              </a>
            </li>
          ) : null}
        </ul>
      )}
    </ModalDialog>
  );
}
