/**
 * autocannon `setupClient` for the load bench's sign-in scenario (a plain CommonJS file because
 * autocannon's worker threads `require` it). Each connection signs in as a player of its own, in
 * turn from LOAD_SIGN_IN_BODIES (a JSON array of request bodies the bench prepared), so the
 * per-account throttle sees one attempt at a time per account, as it does from real players,
 * and keeps its production limits. Connections outnumbering the accounts would share one.
 */
const { threadId } = require('node:worker_threads');

const bodies = JSON.parse(process.env.LOAD_SIGN_IN_BODIES || '[]');
const perThread = Number(process.env.LOAD_SIGN_IN_PER_THREAD || bodies.length);
let next = 0;

module.exports = function signInAsOwnPlayer(client) {
  if (bodies.length === 0) throw new Error('LOAD_SIGN_IN_BODIES is empty');
  // Worker threads count from 1: each takes its own slice of the accounts.
  const index = ((Math.max(threadId, 1) - 1) * perThread + next++) % bodies.length;
  client.setBody(bodies[index]);
};
