// Small pieces every page uses: the page heading, an empty state, a failed load with "Try again",
// and a confirmation dialog on the native <dialog> (focus trap and Escape for free).
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import { describeError } from '../api/errors.ts';
import { t } from '../i18n/index.ts';
import { navigation } from './focus.ts';

/** The page's h1, which also names the browser tab. */
export function PageHeading({ title, intro, children }: { title: string; intro?: string; children?: ComponentChildren }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Teamwell`;
  }, [title]);
  useEffect(() => {
    if (!navigation.moved) return;
    navigation.moved = false;
    heading.current?.focus();
  }, []);
  return (
    <header class="page-heading">
      <div>
        <h1 tabIndex={-1} ref={heading}>{title}</h1>
        {intro && <p class="intro">{intro}</p>}
      </div>
      {children && <div class="page-actions">{children}</div>}
    </header>
  );
}

export function EmptyState({ title, text, children }: { title: string; text?: string; children?: ComponentChildren }) {
  return (
    <div class="empty">
      <svg class="empty-art" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="28" />
        <path d="M20 34c4 6 20 6 24 0M24 25h.01M40 25h.01" />
      </svg>
      <p class="empty-title">{title}</p>
      {text && <p class="empty-text">{text}</p>}
      {children}
    </div>
  );
}

export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div class="notice notice-error" role="alert">
      <p>{describeError(error)}</p>
      <button type="button" class="button" onClick={retry}>{t('action.tryAgain')}</button>
    </div>
  );
}

export function Loading() {
  return <p class="loading" role="status">{t('state.loading')}</p>;
}

/** A modal confirmation, in the page only while it is open (its words are not found in the page otherwise). */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): void;
  onClose(): void;
}) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog(props: { title: string; text: string; confirmLabel: string; onConfirm(): void; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} class="dialog" aria-labelledby={titleId} onClose={props.onClose}>
      <h2 id={titleId}>{props.title}</h2>
      <p>{props.text}</p>
      <div class="dialog-actions">
        <button type="button" class="button" onClick={props.onClose}>{t('action.cancel')}</button>
        <button type="button" class="button button-danger" onClick={props.onConfirm}>{props.confirmLabel}</button>
      </div>
    </dialog>
  );
}
