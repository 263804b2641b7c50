import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { contentQueryOptions } from '../../api/content/get-contenido';
import type { HelpTopic } from '../../domain/content/content';
import { ModalDialog } from '../../ui/modal-dialog';
import './help-dialog.css';

interface HelpDialogProps {
  open: boolean;
  onClose: () => void;
  callCenterPhone: string;
  /** the call centre's 'tel:' link */
  callCenterHref: string;
}

/** Help never dead-ends: the call centre is always one tap away. */
function CallCenter({ phone, href }: { phone: string; href: string }) {
  if (!phone) return null;
  return (
    <p className="help-dialog__call">
      ¿No encuentras lo que buscas? <a href={href}>Llama al {phone}</a>
    </p>
  );
}

function Topics({ onPick }: { onPick: (topic: HelpTopic) => void }) {
  // a quick answer beats three retries while the customer waits for help
  const { data, status, refetch, isFetching } = useQuery({ ...contentQueryOptions(), retry: 1 });
  if (status === 'pending') return <p role="status">Cargando...</p>;
  if (status === 'error')
    return (
      <div className="help-dialog__error">
        <p role="alert">No pudimos cargar la ayuda.</p>
        <button
          type="button"
          className="button"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          Reintentar
        </button>
      </div>
    );
  if (data.help.length === 0) return <p>Por ahora no hay preguntas de ayuda.</p>;
  return (
    <ul className="help-dialog__topics">
      {data.help.map((topic) => (
        <li key={topic.id}>
          <button
            type="button"
            className="help-dialog__topic"
            data-topic={topic.id}
            onClick={() => onPick(topic)}
          >
            {topic.question}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * §2.6 / §4.10 the help dialog: what the customer needs, the chain's situations, one
 * situation's answer with 'Volver a inicio'; closing clears the choice.
 */
export default function HelpDialog({
  open,
  onClose,
  callCenterPhone,
  callCenterHref,
}: HelpDialogProps) {
  const [topic, setTopic] = useState<HelpTopic | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const lastTopicId = useRef<number | null>(null);

  function pick(next: HelpTopic) {
    lastTopicId.current = next.id;
    setTopic(next);
    requestAnimationFrame(() => bodyRef.current?.querySelector<HTMLElement>('h3')?.focus());
  }

  function back() {
    setTopic(null);
    requestAnimationFrame(() =>
      bodyRef.current?.querySelector<HTMLElement>(`[data-topic="${lastTopicId.current}"]`)?.focus(),
    );
  }

  function close() {
    setTopic(null);
    onClose();
  }

  return (
    <ModalDialog open={open} onClose={close} title="¿Qué necesitas?" className="help-dialog">
      <div ref={bodyRef}>
        {topic ? (
          <section className="help-dialog__answer" key={topic.id}>
            <h3 tabIndex={-1}>{topic.question}</h3>
            {topic.answer.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
            <button type="button" className="button" onClick={back}>
              Volver a inicio
            </button>
          </section>
        ) : (
          <div className="help-dialog__list">
            <p>Elige lo que te pasa y te decimos qué hacer.</p>
            <Topics onPick={pick} />
          </div>
        )}
        <CallCenter phone={callCenterPhone} href={callCenterHref} />
      </div>
    </ModalDialog>
  );
}
