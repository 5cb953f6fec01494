import * as v from 'valibot';
import { endpoint } from './endpoint';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export const HealthSchema = v.object({ status: v.literal('ok'), database: v.picklist(DATABASE_KINDS) });
export type Health = v.InferOutput<typeof HealthSchema>;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** The API's liveness probe (the gateway's /ready and its upstream pool read it). */
export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database ping',
    tags: ['platform'],
    response: HealthSchema,
    errors: { 503: 'SERVICE_UNAVAILABLE: the database does not answer' },
  }),
};
