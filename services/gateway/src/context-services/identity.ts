import { runContextService } from '../service-host/context-service';

/** The identity service (distributed mode): accounts, sessions and password resets; it applies ADMIN_EMAILS at start. */
runContextService('identity');
