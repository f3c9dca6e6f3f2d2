import { runContextService } from '../service-host/context-service';

/** The progression service (distributed mode): scandals, challenges, brand deals and achievements; it settles passed deadlines. */
runContextService('progression');
