import { render, screen, within } from '@testing-library/react';
import { LegalDocumentView } from './LegalDocumentView';
import { PRIVACY_SECTIONS } from './sections';

const texts: Record<string, { title: string; body: string }> = {
  definition: { title: 'Definition', body: 'Personal data identifies you.' },
  collection: { title: 'Collection', body: 'We collect:\n\n- your email\n- your address' },
};

describe('legal page renderer', () => {
  it('numbers the sections in order, lists them in the contents and splits lists from paragraphs', () => {
    render(
      <LegalDocumentView
        document="privacy"
        title="Privacy Policy"
        lastUpdatedLabel="Terms last updated"
        lastUpdated={{ dateTime: '2020-01-01', text: 'January 1st, 2020' }}
        contentsLabel="Contents"
        sections={['definition', 'collection']}
        sectionTitle={(key) => texts[key]?.title ?? key}
        sectionBody={(key) => texts[key]?.body ?? ''}
      />,
    );
    expect(screen.getByTestId('legal-last-updated')).toHaveTextContent(
      'Terms last updated January 1st, 2020',
    );
    expect(screen.getByRole('heading', { level: 2, name: '1. Definition' })).toBeInTheDocument();
    const collection = screen.getByRole('region', { name: '2. Collection' });
    expect(
      within(collection)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['your email', 'your address']);
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Collection' })).toHaveAttribute(
      'href',
      '#privacy-collection',
    );
  });

  it('has the nine privacy sections of 001 §2', () => {
    expect(PRIVACY_SECTIONS).toHaveLength(9);
  });
});
