import {
  AvatarUploadedSchema,
  CSRF_HEADER,
  envelope,
  profileApiRoutes,
  profileMessages,
} from '@portal/contracts';
import { csrfToken, sessionStore, tokenAtom } from '@portal/session';
import * as v from 'valibot';

const answerSchema = envelope(AvatarUploadedSchema);

/**
 * PUTs the image bytes with upload progress (fetch cannot report it, XMLHttpRequest can). Resolves
 * with the new avatar URL; rejects with the API's message (or a generic one offline).
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', profileApiRoutes.avatar);
    request.setRequestHeader('Content-Type', file.type);
    request.setRequestHeader('Accept', 'application/json');
    const token = sessionStore.get(tokenAtom);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    // Signed in by the HttpOnly cookie: a change carries the double-submit CSRF token, as apiClient does.
    const csrf = csrfToken();
    if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new Error('network'));
    request.onload = () => {
      let parsed: v.InferOutput<typeof answerSchema> | null;
      try {
        parsed = v.parse(answerSchema, JSON.parse(request.responseText));
      } catch {
        parsed = null; // not the API's envelope (a proxy's error page)
      }
      if (parsed?.success) resolve(parsed.data.image);
      else reject(new Error(parsed?.errors[0]?.message ?? profileMessages.avatarUnreadable));
    };
    request.send(file);
  });
}
