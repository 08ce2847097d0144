import { isSessionLoss, type ApiError } from '@bel/contract';
import { useSyncExternalStore } from 'react';

/**
 * Where a toast shows and how long it stays (spec §2, §8): the shell's own notices at the
 * top centre for 1 s, query results and failures at the top right for 5 s.
 */
export type ToastPlacement = 'shell' | 'query';
export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  severity: ToastSeverity;
  placement: ToastPlacement;
  /** Catalogue key, translated when shown so a language switch applies to it. */
  key: string;
  ns: string;
  values?: Record<string, unknown>;
}

let nextId = 1;
let toasts: readonly Toast[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export interface ToastOptions {
  placement?: ToastPlacement;
  ns?: string;
  values?: Record<string, unknown>;
}

function push(severity: ToastSeverity, key: string, options: ToastOptions = {}): void {
  toasts = [...toasts, { id: nextId++, severity, key, placement: options.placement ?? 'query', ns: options.ns ?? 'errors', values: options.values }];
  emit();
}

/** Callable from anywhere (query functions included); keys default to the `errors` namespace. */
export const toast = {
  error: (key: string, options?: ToastOptions) => push('error', key, options),
  warning: (key: string, options?: ToastOptions) => push('warning', key, options),
  info: (key: string, options?: ToastOptions) => push('info', key, options),
  success: (key: string, options?: ToastOptions) => push('success', key, options),
};

export interface FailureOptions extends ToastOptions {
  /** Catalogue key shown; the data server's generic message unless told. */
  key?: string;
  severity?: Extract<ToastSeverity, 'error' | 'warning'>;
}

/**
 * Spec §8: a failed call is a toast (an error with the generic data-server message unless
 * told), except a lost session, which the sign-in page explains.
 */
export function reportFailure(error: Pick<ApiError, 'statusCode' | 'message'>, options: FailureOptions = {}): void {
  if (isSessionLoss(error.statusCode, error.message)) return;
  const { key = 'msg.error.dataServer', severity = 'error', ...rest } = options;
  toast[severity](key, rest);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  // The same on the server: the sign-in page is prerendered at build time (ADR 0050).
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}

export const TOAST_DURATION: Record<ToastPlacement, number> = { shell: 1000, query: 5000 };

/**
 * How long a toast stays: the spec's 1 s for the shell's confirmations, but a warning or an
 * error stays 5 s wherever it shows, since nobody reads a failure in one second (WCAG 2.2.1;
 * ADR 0017). Hovering a toast holds it open.
 */
export function toastDuration(toast: Pick<Toast, 'placement' | 'severity'>): number {
  return toast.severity === 'warning' || toast.severity === 'error' ? TOAST_DURATION.query : TOAST_DURATION[toast.placement];
}
