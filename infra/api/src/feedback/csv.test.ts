import { csvField } from '../lib/csv';
import { feedbackCsvHeader, feedbackCsvRow } from './csv';

describe('feedback CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField(null)).toBe('');
    expect(csvField(false)).toBe('false');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });

  it('writes one row per record under the header, time in ISO UTC', () => {
    expect(feedbackCsvHeader()).toBe(
      'id,created_at,user_id,is_login,page,description,email,language,user_agent',
    );
    expect(
      feedbackCsvRow({
        id: 3,
        createdAt: 1577836800,
        userId: null,
        type: 'user_feedback',
        page: 'homepage',
        description: 'Nice, really',
        email: 'guest@example.com',
        isLogin: false,
        language: 'en',
        userAgent: null,
      }),
    ).toBe('3,2020-01-01T00:00:00.000Z,,false,homepage,"Nice, really",guest@example.com,en,');
  });
});
