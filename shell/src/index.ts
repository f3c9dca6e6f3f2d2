// Styles are linked from the page head. The entry stays tiny and starts the application and the
// opening screen's chunk side by side, so neither waits for the other to download.
import '@il/ui/styles.css';
import './styles/shell.css';

import { preloadScreen } from './routes/screens';

void import('./bootstrap');
// The opening screen's chunk travels alongside React instead of after it.
preloadScreen(window.location.pathname);
