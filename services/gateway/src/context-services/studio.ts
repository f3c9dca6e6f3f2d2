import { runContextService } from '../service-host/context-service';

/** The studio service (distributed mode): content options, trending topics, posting, post history and card images. */
runContextService('studio');
