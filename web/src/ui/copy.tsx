// Something to copy and paste elsewhere (an invitation link, a new API key): a read-only field
// with its label and a copy button that says whether the copy worked.
import { useSignal } from '@preact/signals';
import { useId, useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';

/** The clipboard API where the browser allows it; else the selected text and the older copy command. */
async function copyText(input: HTMLInputElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(input.value);
    return true;
  } catch {
    input.select();
    return document.execCommand('copy');
  }
}

export function CopyField({ label, value, copyLabel, hint }: { label: string; value: string; copyLabel: string; hint?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const outcome = useSignal<'copied' | 'failed' | null>(null);
  const copy = async () => {
    outcome.value = (await copyText(input.current!)) ? 'copied' : 'failed';
  };
  return (
    <div class="field copy-field">
      <label for={id}>{label}</label>
      <div class="copy-row">
        <input id={id} ref={input} type="text" value={value} readOnly spellcheck={false} dir="ltr"
          aria-describedby={hint ? `${id}-hint` : undefined} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" class="button" onClick={copy}>{copyLabel}</button>
      </div>
      {hint && <p class="hint" id={`${id}-hint`}>{hint}</p>}
      <p class="copy-outcome" role="status">{outcome.value === 'copied' ? t('settings.copied') : outcome.value === 'failed' ? t('settings.copyFailed') : ''}</p>
    </div>
  );
}
