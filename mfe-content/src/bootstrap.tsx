import { createRoot } from 'react-dom/client';
import { registerSiteRemotes, StandaloneApp } from '@site/shared/federation';
import '@fontsource/noto-sans-georgian/georgian-400.css';
import '@fontsource/noto-sans-georgian/georgian-700.css';
import { StandaloneRoutes } from './StandaloneRoutes';

// This file runs only when the remote is opened on its own; the shell never loads it.
registerSiteRemotes('content');

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StandaloneApp name="content">
    <StandaloneRoutes />
  </StandaloneApp>,
);
