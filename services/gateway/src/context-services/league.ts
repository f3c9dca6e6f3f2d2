import { runContextService } from '../service-host/context-service';

/** The league service (distributed mode): leagues, characters, game state and avatars; it runs the league lifecycle job. */
runContextService('league');
