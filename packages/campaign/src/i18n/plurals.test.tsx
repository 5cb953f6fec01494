import { screen } from '@testing-library/react';
import { renderKit, resetKit } from '../testing/renderKit';
import { useKitTexts } from './kitTexts';

beforeEach(resetKit);

function Counts({ count }: { count: number }) {
  const { t } = useKitTexts();
  return (
    <>
      <p>{t('raffle.entries', { count })}</p>
      <p>{t('referral.count', { count, rewarded: 0, max: 5, points: 0 })}</p>
    </>
  );
}

describe('counts read with the language plural rules (i18next count keys)', () => {
  it('says "1 entry so far" and "1 friend counted"', async () => {
    renderKit(<Counts count={1} />);
    expect(await screen.findByText('1 entry so far')).toBeInTheDocument();
    expect(screen.getByText(/^1 friend counted, 0 of 5 rewarded/)).toBeInTheDocument();
  });

  it('says "2 entries so far" and "2 friends counted"', async () => {
    renderKit(<Counts count={2} />);
    expect(await screen.findByText('2 entries so far')).toBeInTheDocument();
    expect(screen.getByText(/^2 friends counted, 0 of 5 rewarded/)).toBeInTheDocument();
  });
});
