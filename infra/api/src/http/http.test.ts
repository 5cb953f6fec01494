import { errorCodes, FeedbackPayloadSchema } from '@portal/contracts';
import * as v from 'valibot';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { jsonRoute } from './route';

describe.each(databaseTargets)('HTTP plumbing on $name', (target) => {
  const api = useTestApi(target, {
    seed: false,
    config: { bodyLimitBytes: 1024 },
    extend: (app) => {
      jsonRoute(app, {
        method: 'POST',
        url: '/api/test/feedback',
        summary: 'test',
        tags: ['test'],
        body: FeedbackPayloadSchema,
        response: FeedbackPayloadSchema,
        handler: async ({ body }) => body,
      });
      jsonRoute(app, {
        method: 'GET',
        url: '/api/test/ip',
        summary: 'test',
        tags: ['test'],
        response: v.object({ ip: v.string() }),
        handler: async ({ request }) => ({ ip: request.ip }),
      });
      jsonRoute(app, {
        method: 'GET',
        url: '/api/test/crash',
        summary: 'test',
        tags: ['test'],
        response: v.object({}),
        handler: async () => {
          throw new Error('password=hunter2 at db.internal:5432');
        },
      });
    },
  });

  const feedback = {
    userId: null,
    type: 'user_feedback',
    value: { page: 'homepage', description: 'Nice', email: 'guest@example.com', isLogin: false },
  };

  it('answers unknown routes with 404 NOT_FOUND in the envelope', async () => {
    const [error] = expectFailure(
      await api.app.inject({ method: 'GET', url: '/api/nope?x=1' }),
      404,
      errorCodes.notFound,
    );
    expect(error?.message).toBe('Route GET /api/nope not found');
  });

  it('passes a valid body through the contract', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/test/feedback', payload: feedback });
    expect(expectSuccess(response, FeedbackPayloadSchema)).toEqual(feedback);
  });

  it('names the nested body field of a validation error', async () => {
    const payload = { ...feedback, value: { ...feedback.value, page: 'shop' } };
    const [error] = expectFailure(
      await api.app.inject({ method: 'POST', url: '/api/test/feedback', payload }),
      400,
      errorCodes.validation,
    );
    expect(error).toEqual({
      code: errorCodes.validation,
      field: 'value.page',
      message: expect.stringMatching(
        /^Invalid body field "value.page": page must be one of homepage, reward/,
      ),
    });
  });

  it('reports a missing body', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/test/feedback' });
    const [error] = expectFailure(response, 400, errorCodes.validation);
    expect(error?.field).toBe('(body)');
  });

  it('answers malformed JSON with BAD_REQUEST', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/test/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId":',
    });
    expectFailure(response, 400, errorCodes.badRequest);
  });

  it('limits the body size', async () => {
    const payload = { ...feedback, value: { ...feedback.value, description: 'x'.repeat(2000) } };
    const [error] = expectFailure(
      await api.app.inject({ method: 'POST', url: '/api/test/feedback', payload }),
      413,
      errorCodes.payloadTooLarge,
    );
    expect(error?.message).toBe('The request body is larger than 1024 bytes');
  });

  it('hides internal errors: no message, no stack', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/test/crash' });
    const [error] = expectFailure(response, 500, errorCodes.internal);
    expect(error?.message).toBe('Something went wrong on our side. Please try again later.');
    expect(response.body).not.toMatch(/hunter2|stack|at /);
  });

  it('takes the client IP from X-Forwarded-For only when the peer is a trusted proxy', async () => {
    const ipOf = async (remoteAddress: string) =>
      expectSuccess(
        await api.app.inject({
          method: 'GET',
          url: '/api/test/ip',
          remoteAddress,
          headers: { 'x-forwarded-for': '198.51.100.7, 192.0.2.1' },
        }),
        v.object({ ip: v.string() }),
      ).ip;
    expect(await ipOf('127.0.0.1')).toBe('192.0.2.1');
    expect(await ipOf('203.0.113.50')).toBe('203.0.113.50');
  });

  it('sends nosniff on every answer', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
