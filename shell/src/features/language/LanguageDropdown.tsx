import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LanguageCode } from '@portal/contracts';
import { currentLanguage, languageOptions, usePortalTranslation } from '@portal/i18n';
import { focusOutline, LineIcon, theme } from '@portal/ui';
import { SHELL_NS } from '../../i18n';
import { chooseLanguage } from './chooseLanguage';

const triggerStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: 36,
  padding: `0 ${theme.space.sm}px`,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: 'transparent',
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.bold,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceRaised },
  '&:focus-visible': focusOutline(),
});

const menuStyle = css({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  zIndex: theme.zIndex.overlay,
  minWidth: 200,
  margin: 0,
  padding: theme.space.xs,
  listStyle: 'none',
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surfaceRaised,
  boxShadow: theme.shadows.panel,
});

const optionStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: `${theme.space.sm}px ${theme.space.md}px`,
  borderRadius: theme.radii.md,
  cursor: 'pointer',
  color: theme.colors.text,
  '&[data-active="true"]': {
    background: theme.colors.surface,
    ...focusOutline(0),
  },
  '&[aria-selected="true"]': { color: theme.colors.gold, fontWeight: theme.fontWeights.bold },
});

export const Flag = ({ src }: { src: string }) => (
  <img src={src} alt="" width={20} height={14} css={{ borderRadius: 2, objectFit: 'cover', flexShrink: 0 }} />
);

/**
 * The dropdown language picker (wide screens): a button and a listbox of 'EN - English' and
 * 'VN - Vietnamese' with flags. Arrow keys move, Enter or Space chooses, Escape closes.
 */
export function LanguageDropdown({
  onChoose = chooseLanguage,
}: {
  onChoose?: (language: LanguageCode) => void;
}) {
  const { t } = usePortalTranslation(SHELL_NS);
  const current = currentLanguage();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const selected = languageOptions.find((option) => option.languageCode === current) ?? languageOptions[0];

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const openMenu = () => {
    setActive(
      Math.max(
        0,
        languageOptions.findIndex((option) => option.languageCode === current),
      ),
    );
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const choose = (index: number) => {
    const option = languageOptions[index];
    close();
    if (option) onChoose(option.languageCode);
  };
  const onListKey = (event: KeyboardEvent) => {
    const last = languageOptions.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => (index <= 0 ? last : index - 1));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(last);
    else if (event.key === 'Enter' || event.key === ' ') choose(active);
    else if (event.key === 'Escape' || event.key === 'Tab') close();
    else return;
    event.preventDefault();
  };

  return (
    <div ref={rootRef} css={{ position: 'relative' }}>
      <button
        ref={triggerRef}
        type="button"
        css={triggerStyle}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('language.current', { name: selected?.name ?? '' })}
        onClick={() => (open ? close() : openMenu())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openMenu();
          }
        }}
      >
        {selected && <Flag src={selected.flag} />}
        <span>{selected?.languageCode.toUpperCase()}</span>
        <LineIcon size={12} weight={2.5}>
          <path d="M6 9l6 6 6-6" />
        </LineIcon>
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={t('language.choose')}
          aria-activedescendant={`${listId}-${active}`}
          css={menuStyle}
          onKeyDown={onListKey}
        >
          {languageOptions.map((option, index) => (
            <li
              key={option.languageCode}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={option.languageCode === current}
              data-active={index === active}
              css={optionStyle}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(index)}
            >
              <Flag src={option.flag} />
              {option.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
