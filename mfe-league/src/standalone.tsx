import { renderStandalone } from '@il/ui/standalone';
import * as slice from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
renderStandalone(slice, container);
