import { runServiceProcess } from './service-host/service-process';

/**
 * The gateway process. Embedded mode runs the whole game here; distributed mode serves the
 * contexts in SERVICE_CONTEXTS (all by default) and the remote manifest, beside the context
 * services the Ingress sends each context's calls to.
 */
runServiceProcess({ name: 'gateway', role: 'gateway' });
