import { LOADING_HIDE_DELAY_MS, LOADING_STEP_MS } from '@tidemark/domain';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { requestEvents } from '../../wire/request';
import { LOADING_IDLE, loadingReducer } from './loading';

/** SPEC §2, §4: the percentage bar shown while requests run. */
export const LoadingOverlay = () => {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(loadingReducer, LOADING_IDLE);

  useEffect(() => {
    const offStart = requestEvents.on('start', () => dispatch('start'));
    const offEnd = requestEvents.on('end', () => dispatch('end'));
    return () => {
      offStart();
      offEnd();
    };
  }, []);

  const running = state.visible && !state.finishing;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch('tick'), LOADING_STEP_MS);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (!state.finishing) return;
    const timer = setTimeout(() => dispatch('hide'), LOADING_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.finishing]);

  if (!state.visible) return null;
  return (
    <div className={state.finishing ? 'pt-loading pt-loading-done' : 'pt-loading'}>
      <div
        className="pt-loading-track"
        role="progressbar"
        aria-label={t('common.loading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.percent}
      >
        <div className="pt-loading-bar" style={{ width: `${state.percent}%` }} />
      </div>
      <div className="pt-loading-chip" aria-hidden="true">
        <span className="pt-loading-spinner" />
        {state.percent}%
      </div>
    </div>
  );
};
