import { runContextService } from '../service-host/context-service';

/** The social service (distributed mode): the feed, likes, league chat and the live league events. */
runContextService('social');
