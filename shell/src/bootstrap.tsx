import { checkSiteConfig } from '@site/shared/config';
import { registerSiteRemotes } from '@site/shared/federation';
import { startRegions } from './app/startRegions';
import '@fontsource/noto-sans-georgian/georgian-400.css';
import '@fontsource/noto-sans-georgian/georgian-700.css';
import './styles/global.scss';

checkSiteConfig();
registerSiteRemotes();
startRegions();
