import * as v from 'valibot';
import { endpoint, endpointPath, endpointUrl, pathParameters } from './endpoint';
import { transferEndpoints } from './transfer';

const friend = endpoint({
  method: 'POST',
  path: '/private/friends/:userId/messages/:messageId',
  summary: 'test',
  tags: ['test'],
  params: v.object({ userId: v.string(), messageId: v.string() }),
  response: v.null(),
});

describe('endpoints as data', () => {
  it('fill their parameters in, encoded, and name them in order', () => {
    expect(endpointPath(friend, { userId: 7, messageId: 'a b/c' })).toBe(
      '/private/friends/7/messages/a%20b%2Fc',
    );
    expect(endpointUrl(transferEndpoints.get, { transferId: 'tr_12345678' })).toBe(
      '/api/private/transfers/tr_12345678',
    );
    expect(pathParameters(friend.path)).toEqual(['userId', 'messageId']);
  });

  it('refuse a path with a parameter missing rather than call a wrong address', () => {
    expect(() => endpointPath(friend, { userId: 7 })).toThrow('needs the parameter messageId');
    expect(() => endpointPath(friend, { userId: 7, messageId: '' })).toThrow('messageId');
  });

  it("name every path parameter in the endpoint's params schema", () => {
    for (const declared of Object.values(transferEndpoints)) {
      const params = 'params' in declared && declared.params ? Object.keys(declared.params.entries) : [];
      expect(pathParameters(declared.path)).toEqual(params);
    }
  });
});
