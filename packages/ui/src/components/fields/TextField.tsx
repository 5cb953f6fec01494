import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme, focusOutline } from '../../theme';
import { describedBy, FieldFrame } from './Field';
import { controlStyle } from './fieldStyles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** Already translated; shown under the input and announced. */
  error?: string;
  hint?: ReactNode;
  /** Something beside the input (the Send button of a code field). */
  addon?: ReactNode;
  /** A password input gets a show/hide toggle named by these (translated) texts. */
  revealLabels?: { show: string; hide: string };
}

/** Label, input, hint and error, wired for screen readers (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, addon, revealLabels, id, type = 'text', ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const [revealed, setRevealed] = useState(false);
  const reveal = type === 'password' ? revealLabels : undefined;
  return (
    <FieldFrame controlId={inputId} label={label} error={error} hint={hint}>
      <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'stretch' }}>
        <div css={{ position: 'relative', flex: 1 }}>
          <input
            {...input}
            ref={ref}
            id={inputId}
            type={reveal && revealed ? 'text' : type}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(inputId, error, hint)}
            css={[controlStyle, reveal && { paddingRight: 48 }]}
          />
          {reveal && (
            <button
              type="button"
              onClick={() => setRevealed((value) => !value)}
              aria-label={revealed ? reveal.hide : reveal.show}
              aria-pressed={revealed}
              css={{
                position: 'absolute',
                top: 0,
                right: 0,
                width: 48,
                height: '100%',
                border: 'none',
                background: 'transparent',
                color: theme.colors.textMuted,
                cursor: 'pointer',
                '&:hover': { color: theme.colors.text },
                '&:focus-visible': focusOutline(-4),
              }}
            >
              <EyeIcon crossed={revealed} />
            </button>
          )}
        </div>
        {addon}
      </div>
    </FieldFrame>
  );
});

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}
