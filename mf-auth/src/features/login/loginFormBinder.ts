import { LoginFormSchema } from '@portal/contracts';
import { formBinder } from '../../ui/formBinder';

/** The sign-in form's library and schema: a chunk of its own, loaded on the form's first use. */
export const LoginFormBinder = formBinder(LoginFormSchema);
