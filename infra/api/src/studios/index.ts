/** Studios that embed the portal: origin allowlist, CORS and the operators' commands. */
export { registerStudios } from './register';
export { studiosDomain } from './domain';
export { createEmbedSessions } from './embedSessions';
export { createStudioOriginsRepository, type StudioOriginsRepository } from './repository';
export { OPERATOR_HEADER } from './routes';
