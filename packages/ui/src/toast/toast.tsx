import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../components/cx';
import { UiIcon } from '../icons/UiIcon';

/** §9: toasts last 4000 ms by default, at most 3 visible. */
export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  durationMs?: number;
}

interface ToastItem extends ToastInput {
  id: number;
}

export interface ToastApi {
  toast: (input: ToastInput) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const toast = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    // The newest toasts win: the oldest gives way once more than three are up.
    setItems((current) => [...current, { ...input, id }].slice(-MAX_VISIBLE_TOASTS));
    return id;
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="il-toasts" aria-label="Notifications" aria-live="polite">
        {items.map((item) => (
          <Toast key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { id, durationMs = TOAST_DURATION_MS } = item;
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onDismiss]);
  return (
    // Every toast waits for a pause in what is being read (the region is polite); an error
    // toast repeats what the screen already shows, so it need not cut in.
    <div role="status" className={cx('il-toast', `il-toast--${item.variant ?? 'default'}`)}>
      <div className="il-toast__text">
        <p className="il-toast__title">{item.title}</p>
        {item.description && <p className="il-toast__description">{item.description}</p>}
      </div>
      <button type="button" className="il-toast__close" aria-label="Dismiss notification" onClick={() => onDismiss(id)}>
        <UiIcon name="close" />
      </button>
    </div>
  );
}
