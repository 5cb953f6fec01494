import { call, isApiRequestError } from '@portal/api-client';
import { profileEndpoints, profileErrorCodes, type PublicProfile } from '@portal/contracts';

export const loadPublicProfile = (slug: string, signal?: AbortSignal) =>
  call(profileEndpoints.publicProfile, { params: { slug }, signal });

export const isUserNotFound = (error: unknown) =>
  isApiRequestError(error) && error.errors[0]?.code === profileErrorCodes.userNotFound;

/** What the server read for a profile's first view: the profile, or that there is none by that name. */
export type PublicProfileFirstView = PublicProfile | 'missing';

/** The server's read: any other failure is thrown (the page is then left to the browser). */
export const readPublicProfileFirstView = (slug: string): Promise<PublicProfileFirstView> =>
  loadPublicProfile(slug).catch((error: unknown) => {
    if (isUserNotFound(error)) return 'missing' as const;
    throw error;
  });
