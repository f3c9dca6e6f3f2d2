// The standalone page only: the shell never loads this entry, it loads remoteEntry.js.
import '@il/ui/styles.css';

void import('./standalone');
