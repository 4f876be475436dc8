import { registerSiteRemotes } from '@site/shared/federation';
import { startRegions } from './app/startRegions';
import '@fontsource/noto-sans-georgian/georgian-400.css';
import '@fontsource/noto-sans-georgian/georgian-700.css';
import './styles/global.scss';

registerSiteRemotes();
startRegions();
