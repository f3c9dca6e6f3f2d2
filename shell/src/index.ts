// Styles are linked from the page head; the application waits behind an async boundary so the
// federation runtime can settle the shared singletons before React is first imported.
import '@il/ui/styles.css';
import './styles/shell.css';

import { preloadScreen } from './routes/screens';

void import('./bootstrap');
// The opening screen's chunk travels alongside React instead of after it.
preloadScreen(window.location.pathname);
