import {
  DEFAULT_PASSWORD_RULE,
  metadataEndpoints,
  passwordRuleOf,
  type PasswordRule,
} from '@portal/contracts';
import { useEffect, useState } from 'react';
// Through the package, not './call': an app bundles this subpath, and the package's shared copy then
// makes the call instead of a second API client inside the form's chunk.
import { call } from '@portal/api-client';

let loaded: Promise<PasswordRule> | null = null;

/**
 * The new-password rule in force (the operator's COMMON / password_rule, read once per page load
 * from the public metadata answer). The spec's default until it arrives or when it cannot be read:
 * the API holds every new password to the rule in force either way.
 */
export function loadPasswordRule(): Promise<PasswordRule> {
  loaded ??= call(metadataEndpoints.groups, { query: { groups: 'COMMON' } }).then(
    (groups) => passwordRuleOf(groups),
    () => {
      loaded = null; // a later form asks again
      return DEFAULT_PASSWORD_RULE;
    },
  );
  return loaded;
}

/** `loadPasswordRule` for a form: the default first, the rule in force once read. */
export function usePasswordRule(): PasswordRule {
  const [rule, setRule] = useState<PasswordRule>(DEFAULT_PASSWORD_RULE);
  useEffect(() => {
    let live = true;
    void loadPasswordRule().then((next) => {
      if (live) setRule((current) => (current.minLength === next.minLength ? current : next));
    });
    return () => {
      live = false;
    };
  }, []);
  return rule;
}

/** Tests: forget the rule read so far. */
export const forgetPasswordRule = () => {
  loaded = null;
};
