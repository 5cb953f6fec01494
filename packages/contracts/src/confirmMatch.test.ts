import * as v from 'valibot';
import { confirmMatch } from './confirmMatch';
import { registerFormSchema } from './auth';

const Form = v.pipe(
  v.object({ email: v.pipe(v.string(), v.email('bad email')), code: v.string(), confirmCode: v.string() }),
  confirmMatch('code', 'confirmCode'),
);
const issuesOf = (input: unknown) =>
  (v.safeParse(Form, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

describe('the confirm-match rule (000 §5)', () => {
  it('says "Your input doesn\'t match!" by default, on the confirm field', () => {
    expect(issuesOf({ email: 'a@b.co', code: 'abc', confirmCode: 'abd' })).toEqual([
      ['confirmCode', "Your input doesn't match!"],
    ]);
    expect(issuesOf({ email: 'a@b.co', code: 'abc', confirmCode: 'abc' })).toEqual([]);
  });

  it("checks even when another field is wrong, and takes a form's own message", () => {
    expect(issuesOf({ email: 'nope', code: 'abc', confirmCode: 'x' })).toEqual([
      ['email', 'bad email'],
      ['confirmCode', "Your input doesn't match!"],
    ]);
    const register = v.safeParse(registerFormSchema(), {
      email: 'a@b.co',
      password: 'secret1',
      confirmPassword: 'secret2',
      vcode: '',
      agreement: true,
    });
    expect(register.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toContainEqual([
      'confirmPassword',
      "Your password doesn't match",
    ]);
  });
});
