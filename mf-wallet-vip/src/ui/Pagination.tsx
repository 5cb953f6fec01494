import { PAGE_SIZE_OPTIONS } from '@portal/contracts';
import { Button, theme } from '@portal/ui';
import { useTexts } from '../i18n';
import { pageCount, showSizeChanger } from './pagination';

export interface PaginationProps {
  page: number;
  size: number;
  total: number;
  onChange: (page: number, size: number) => void;
}

/** Previous / next with the position, and the 10/20/50/100 size changer above 50 entries. */
export function Pagination({ page, size, total, onChange }: PaginationProps) {
  const { t } = useTexts();
  const pages = pageCount(total, size);
  return (
    <nav
      aria-label={t('pagination.label')}
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }}
    >
      <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onChange(page - 1, size)}>
        {t('pagination.previous')}
      </Button>
      <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
        {t('pagination.position', { page, pages })}
      </span>
      <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => onChange(page + 1, size)}>
        {t('pagination.next')}
      </Button>
      {showSizeChanger(total) && (
        <label
          css={{ display: 'inline-flex', gap: theme.space.xs, alignItems: 'center', marginLeft: 'auto' }}
        >
          <span css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
            {t('pagination.size')}
          </span>
          <select
            value={size}
            onChange={(event) => onChange(1, Number(event.target.value))}
            css={{
              minHeight: 32,
              borderRadius: theme.radii.sm,
              background: theme.colors.surfaceRaised,
              color: theme.colors.text,
              border: `1px solid ${theme.colors.border}`,
            }}
          >
            {PAGE_SIZE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t('pagination.perPage', { size: option })}
              </option>
            ))}
          </select>
        </label>
      )}
    </nav>
  );
}
