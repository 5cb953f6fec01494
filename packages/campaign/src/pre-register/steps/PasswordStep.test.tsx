import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetPasswordRule } from '@portal/api-client/password-rule';
import { installFakeApi } from '@portal/api-client/testing';
import { renderKit, resetKit } from '../../testing/renderKit';
import { PasswordStep } from './PasswordStep';

const commonWith = (minLength: number) => ({
  COMMON: [
    { group: 'COMMON', key: 'password_rule', version: 1, value: JSON.stringify({ minLength }), updatedAt: 0 },
  ],
});

beforeEach(async () => {
  await resetKit();
  forgetPasswordRule();
});

describe("the campaign's password step (001 §5: the minimum is supplied at run time)", () => {
  it("shows 'Minimum {length} characters of letters and numbers' and 'You need {length} characters' with the operator's minimum", async () => {
    const api = installFakeApi({ '/api/public/metadata': commonWith(9) });
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderKit(<PasswordStep email="new@player.test" onSubmit={onSubmit} onChangeEmail={() => {}} />);
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('Minimum 9 characters of letters and numbers')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(password, 'abcd1234');
    await user.type(screen.getByLabelText('Confirm password'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Continue to OTP' }));
    expect(await screen.findByText('You need 9 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(password, '5');
    await user.type(screen.getByLabelText('Confirm password'), '5');
    await user.click(screen.getByRole('button', { name: 'Continue to OTP' }));
    expect(onSubmit).toHaveBeenCalledWith('abcd12345');
    api.restore();
  });

  it("keeps the spec's minimum 6 when the operator set none", async () => {
    const api = installFakeApi({ '/api/public/metadata': { COMMON: [] } });
    renderKit(<PasswordStep email="new@player.test" onSubmit={jest.fn()} onChangeEmail={() => {}} />);
    expect(await screen.findByText('Minimum 6 characters of letters and numbers')).toBeInTheDocument();
    expect(api.requests.map((request) => request.query.get('groups'))).toEqual(['COMMON']);
    api.restore();
  });
});
