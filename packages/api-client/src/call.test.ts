import * as v from 'valibot';
import { endpoint } from '@portal/contracts';
import { call } from './call';
import { createApiClient } from './client';
import { ApiRequestError } from './errors';

const Order = v.object({ id: v.string(), quantity: v.number() });
const orders = {
  get: endpoint({
    method: 'GET',
    path: '/private/orders/:orderId',
    summary: 'One order',
    tags: ['test'],
    params: v.object({ orderId: v.string() }),
    query: v.object({ size: v.optional(v.picklist(['10', '20'])) }),
    response: Order,
  }),
  create: endpoint({
    method: 'POST',
    path: '/private/orders',
    summary: 'A new order',
    tags: ['test'],
    body: v.object({ quantity: v.number() }),
    response: Order,
  }),
};

function clientAnswering(data: unknown) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  const client = createApiClient({
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      requests.push({ url: String(input), method: init.method ?? 'GET', body: init.body });
      return new Response(JSON.stringify({ success: true, data }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return { client, requests };
}

describe('call', () => {
  it("builds the URL from the endpoint's path, its parameters encoded, and its query", async () => {
    const { client, requests } = clientAnswering({ id: 'a/b', quantity: 2 });
    const order = await call(orders.get, { params: { orderId: 'a/b' }, query: { size: 20 } }, client);
    expect(order).toEqual({ id: 'a/b', quantity: 2 });
    expect(requests).toEqual([{ url: '/api/private/orders/a%2Fb?size=20', method: 'GET', body: undefined }]);
  });

  it('sends the body with the endpoint’s method', async () => {
    const { client, requests } = clientAnswering({ id: 'o1', quantity: 3 });
    await call(orders.create, { body: { quantity: 3 } }, client);
    expect(requests[0]).toMatchObject({ url: '/api/private/orders', method: 'POST', body: '{"quantity":3}' });
  });

  it("refuses an answer that does not match the endpoint's schema", async () => {
    const { client } = clientAnswering({ id: 'o1' });
    await expect(call(orders.create, { body: { quantity: 3 } }, client)).rejects.toBeInstanceOf(
      ApiRequestError,
    );
  });

  it('rejects a call missing a path parameter, sending nothing, instead of throwing in its caller', async () => {
    const { client, requests } = clientAnswering({ id: 'o1', quantity: 1 });
    let answer: Promise<unknown> | undefined;
    expect(() => {
      answer = call(orders.get, { params: { orderId: '' } }, client);
    }).not.toThrow();
    await expect(answer).rejects.toThrow('/private/orders/:orderId needs the parameter orderId');
    expect(requests).toEqual([]);
  });
});
