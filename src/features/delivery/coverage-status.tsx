import type { ReactNode } from 'react';
import {
  COVERAGE_NONE_MESSAGE,
  COVERAGE_SCHEDULE_MESSAGE,
  type Coverage,
} from '../../domain/geo/coverage';

interface CoverageStatusProps {
  /** undefined while the server is being asked */
  coverage: Coverage | null | undefined;
  failed: boolean;
  onRetry: () => void;
  onPickup: (() => void) | null;
  /** shown under the no-coverage message: where the customer can go instead */
  wayOut?: ReactNode;
}

/**
 * §3.2 / §8.2 what the server said about the pin: checking, covered (district, serving shop
 * and warranty terms), no coverage, or a schedule restriction that offers pickup instead.
 */
export function CoverageStatus({
  coverage,
  failed,
  onRetry,
  onPickup,
  wayOut = null,
}: CoverageStatusProps) {
  if (failed) {
    return (
      <div className="coverage-status coverage-status--error" role="alert">
        <p>No pudimos verificar la cobertura. Revisa tu conexión.</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Reintentar
        </button>
      </div>
    );
  }
  if (coverage === undefined) {
    return (
      <p className="coverage-status" role="status">
        Verificando cobertura…
      </p>
    );
  }
  if (coverage === null) {
    return (
      <div className="coverage-status coverage-status--error">
        <p role="alert">{COVERAGE_NONE_MESSAGE}</p>
        {wayOut}
      </div>
    );
  }
  if (coverage.scheduleRestriction) {
    return (
      <div className="coverage-status coverage-status--warning" role="alert">
        <p>{COVERAGE_SCHEDULE_MESSAGE}</p>
        {onPickup ? (
          <button type="button" className="button button--secondary" onClick={onPickup}>
            Retirar en tienda
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="coverage-status coverage-status--ok" role="status">
      <p>
        <strong>{coverage.district}</strong> · te atiende {coverage.shopName}
      </p>
      {coverage.messageOfWarranty ? (
        <p className="coverage-status__note">{coverage.messageOfWarranty}</p>
      ) : null}
    </div>
  );
}
