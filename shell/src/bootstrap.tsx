import { createRoot } from 'react-dom/client';
import { registerSiteRemotes } from '@site/shared/federation';
import { App } from './app/App';
import '@fontsource/noto-sans-georgian/georgian-400.css';
import '@fontsource/noto-sans-georgian/georgian-700.css';
import './styles/global.scss';

registerSiteRemotes();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<App />);
