/**
 * Helpers of the profile browser tests (tests/profile-*.spec.ts): fresh players signed in through
 * the real calls, their profile slug, and a page that carries their session.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { OwnProfileSchema, successEnvelope, endpointUrl, profileEndpoints } from '@portal/contracts';
import * as v from 'valibot';
import { giveSessionTo, registerThroughApi, type PlayerSession } from './players';

export { expect, test } from './fixtures';

export interface ProfilePlayer extends PlayerSession {
  email: string;
  slug: string;
  nickname: string;
}

/** A newly registered player, signed in; their default nickname and slug from the profile API. */
export async function newPlayer(request: APIRequestContext, label: string): Promise<ProfilePlayer> {
  const session = await registerThroughApi(request, label);
  const response = await request.get(endpointUrl(profileEndpoints.own), {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const profile = v.parse(successEnvelope(OwnProfileSchema), await response.json()).data;
  return { ...session, slug: profile.slug, nickname: profile.nickname };
}

/** A browser page of its own for this player (cookies as mf-auth writes them). */
export async function pageFor(browser: Browser, baseURL: string, player: PlayerSession): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  await giveSessionTo(context, baseURL, player);
  return context.newPage();
}

/** A 64×64 PNG (a gold square), made without any image library. */
export const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDqrCez1IUrIh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQveIfHsYXEeEB6a0dAAAAAElFTkSuQmCC',
  'base64',
);
