import type { ProjectionDefinition } from '@il/platform';
import { sessionsProjection } from '@il/projection-sessions';
import { usersProjection } from '@il/projection-users';

/** Every read model of the game. The server runs them live; `npm run replay` rebuilds them. */
export const projections: ProjectionDefinition[] = [usersProjection, sessionsProjection];
